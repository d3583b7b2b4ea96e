"use client"

import type { Medusa } from "@lib/context/medusa-context"
import { useQuery } from "@tanstack/react-query"
import { useMedusa } from "@lib/context/medusa-context"
import { listSalesChannels, type SalesChannel } from "@lib/data/sales-channels"
import { STORAGE_KEYS } from "@lib/util/local-state"
import { useLocalState } from "./use-local-state"

const isString = (value: unknown): value is string => typeof value === "string"
const NONE = ""

export const salesChannelsQuery = (medusa: Medusa) => ({ queryKey: ["sales-channels"], queryFn: () => listSalesChannels(medusa) })

/** The chosen channel if the key still reaches it, else the default (the back end lists it first). */
export function effectiveChannel(channels: SalesChannel[], chosenId: string): SalesChannel | null {
  return channels.find((c) => c.id === chosenId) ?? channels[0] ?? null
}

export function useChosenChannelId() {
  return useLocalState(STORAGE_KEYS.salesChannel, isString, NONE)
}

/** The shopper's sales channel: the one they chose (kept in localStorage), else the default, listed first. */
export function useSalesChannel({ enabled = true }: { enabled?: boolean } = {}) {
  const medusa = useMedusa()
  const { data: channels = [] } = useQuery({ ...salesChannelsQuery(medusa), enabled })
  const [chosen, choose] = useChosenChannelId()
  return { channels, channel: effectiveChannel(channels, chosen), choose }
}

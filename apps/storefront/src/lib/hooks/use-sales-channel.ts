"use client"

import type { StoreClient } from "@lib/backend/browser"
import { useQuery } from "@tanstack/react-query"
import { useStoreClient } from "@lib/context/store-client-context"
import { listSalesChannels } from "@lib/data/browser/sales-channels"
import type { SalesChannel } from "@lib/util/sales-channels"
import { STORAGE_KEYS } from "@lib/util/local-state"
import { useLocalState } from "./use-local-state"

const isString = (value: unknown): value is string => typeof value === "string"
const NONE = ""

export const salesChannelsQuery = (storeClient: StoreClient) => ({ queryKey: ["sales-channels"], queryFn: () => listSalesChannels(storeClient) })

/** The chosen channel if the key still reaches it, else the default (the back end lists it first). */
export function effectiveChannel(channels: SalesChannel[], chosenId: string): SalesChannel | null {
  return channels.find((c) => c.id === chosenId) ?? channels[0] ?? null
}

export function useChosenChannelId() {
  return useLocalState(STORAGE_KEYS.salesChannel, isString, NONE)
}

/** The shopper's sales channel: the one they chose (kept in localStorage), else the default, listed first. */
export function useSalesChannel({ enabled = true }: { enabled?: boolean } = {}) {
  const storeClient = useStoreClient()
  const { data: channels = [] } = useQuery({ ...salesChannelsQuery(storeClient), enabled })
  const [chosen, choose] = useChosenChannelId()
  return { channels, channel: effectiveChannel(channels, chosen), choose }
}

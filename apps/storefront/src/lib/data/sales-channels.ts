import type { Medusa } from "@lib/context/medusa-context"

export interface SalesChannel {
  id: string
  name: string
}

/** The channels the shop's key reaches, the default ('Consumer') first — the back end orders them. */
export async function listSalesChannels(medusa: Medusa): Promise<SalesChannel[]> {
  const { sales_channels } = await medusa.fetch<{ sales_channels: SalesChannel[] }>("/store/sales-channels")
  return sales_channels
}

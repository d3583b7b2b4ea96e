import type { StoreClient } from "@lib/backend/browser"

export interface SalesChannel {
  id: string
  name: string
}

/** The channels the shop's key reaches, the default ('Consumer') first — the back end orders them. */
export async function listSalesChannels(storeClient: StoreClient): Promise<SalesChannel[]> {
  const { sales_channels } = await storeClient.fetch<{ sales_channels: SalesChannel[] }>("/store/sales-channels")
  return sales_channels
}

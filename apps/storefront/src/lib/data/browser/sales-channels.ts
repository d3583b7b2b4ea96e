import "client-only"
import type { StoreClient } from "@lib/backend/browser"
import type { SalesChannel } from "@lib/util/sales-channels"

/** The channels the shop's key reaches, the default ('Consumer') first — the back end orders them. */
export async function listSalesChannels(storeClient: StoreClient): Promise<SalesChannel[]> {
  const { sales_channels } = await storeClient.fetch<{ sales_channels: SalesChannel[] }>("/store/sales-channels")
  return sales_channels
}

import type Medusa from "@medusajs/js-sdk"

export interface SalesChannel {
  id: string
  name: string
}

/** The channels the shop's key reaches, the default ('Consumer') first — the back end orders them. */
export async function listSalesChannels(sdk: Medusa): Promise<SalesChannel[]> {
  const { sales_channels } = await sdk.client.fetch<{ sales_channels: SalesChannel[] }>("/store/sales-channels")
  return sales_channels
}

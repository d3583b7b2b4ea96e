import { expect } from "vitest"
import { call } from "./shoppers"

/** A cart in the shop's first region holding one unit of the first tea, as the given shopper. */
export async function cartWithATea(token?: string): Promise<{ id: string }> {
  const region = (await call("GET", "/store/regions?fields=id&limit=1")).body.regions[0]
  const variant = (await call("GET", "/store/products?limit=1&fields=id,variants.id&order=handle")).body.products[0].variants[0]
  const channel = (await call("GET", "/store/sales-channels")).body.sales_channels[0]
  const created = await call("POST", "/store/carts", { token, body: { region_id: region.id, sales_channel_id: channel.id } })
  expect(created.status).toBe(200)
  const cart = created.body.cart
  const added = await call("POST", `/store/carts/${cart.id}/line-items`, { token, body: { variant_id: variant.id, quantity: 1 } })
  expect(added.status).toBe(200)
  return cart
}

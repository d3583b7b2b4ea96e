import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertSoldInChannel } from "../../lib/checkout/channel-assortment"
import { assertWithinCartLimits, type CartLine } from "../../lib/checkout/cart-limits"

/**
 * A new cart's items must be teas its sales channel (given, or the store's default) sells, and no more
 * lines or units than a cart may hold (each item is a line: the routes send a tea once, new-cart-lines.ts).
 */
createCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  const created = cart as { sales_channel_id?: string | null; items?: CartLine[] | null }
  const items = created.items ?? []
  assertWithinCartLimits(items)
  await assertSoldInChannel(container, created.sales_channel_id, items.map((item) => item.variant_id))
})

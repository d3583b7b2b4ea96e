import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertSoldInChannel } from "../../lib/checkout/channel-assortment"
import { assertWithinCartLimits, type CartLine, linesAfterAdding } from "../../lib/checkout/cart-limits"

/**
 * A tea goes into a cart only when the cart's sales channel sells it, and only while the cart then holds
 * no more lines or units than a cart may. The cart is read under the workflow's lock on it.
 */
addToCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const added = input.items ?? []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["items.variant_id", "items.quantity", "items.metadata"], filters: { id: cart.id } })
  const lines = ((data[0] as { items?: (CartLine | null)[] } | undefined)?.items ?? []).filter((line): line is CartLine => !!line)
  assertWithinCartLimits(linesAfterAdding(lines, added))
  await assertSoldInChannel(
    container,
    (cart as { sales_channel_id?: string | null }).sales_channel_id,
    added.map((item) => item.variant_id),
  )
})

import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertSoldInChannel } from "../../lib/checkout/channel-assortment"
import { assertWithinCartLimits, type CartLine, linesAfterAdding } from "../../lib/checkout/cart-limits"
import { assertWholeQuantitiesToAdd } from "../../lib/checkout/whole-quantities"

/**
 * A tea goes into a cart in whole units, only when the cart's sales channel sells it, and only while the
 * cart then holds no more lines or units than a cart may. The cart is read under the workflow's lock on it.
 * Medusa's validators take any quantity above 0 and the cart would round it: 1.5 is refused here, on
 * /store and /v1/store alike.
 */
addToCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const added = input.items ?? []
  assertWholeQuantitiesToAdd(added)
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

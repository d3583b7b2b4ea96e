import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertSoldInChannel } from "../../lib/checkout/channel-assortment"

/** A tea goes into a cart only when the cart's sales channel sells it. */
addToCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  await assertSoldInChannel(
    container,
    (cart as { sales_channel_id?: string | null }).sales_channel_id,
    (input.items ?? []).map((item) => item.variant_id),
  )
})

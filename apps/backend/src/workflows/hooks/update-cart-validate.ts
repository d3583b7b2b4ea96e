import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertSoldInChannel } from "../../lib/checkout/channel-assortment"

/**
 * A cart moves to another sales channel only when that channel sells every tea it holds. Refused with
 * the teas named rather than removing them: a shopper switching channel (or signing in as a wholesale
 * customer) would otherwise find teas they chose silently gone; this way they decide what to drop.
 */
updateCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const next = (input as { sales_channel_id?: string | null }).sales_channel_id
  if (!next || next === (cart as { sales_channel_id?: string | null }).sales_channel_id) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["items.variant_id"], filters: { id: cart.id } })
  const items = ((data[0] as { items?: ({ variant_id?: string | null } | null)[] } | undefined)?.items ?? [])
  await assertSoldInChannel(container, next, items.map((item) => item?.variant_id))
})

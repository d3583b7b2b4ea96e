import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertSoldInChannel } from "../../lib/checkout/channel-assortment"

/** A new cart's items must be teas its sales channel (given, or the store's default) sells. */
createCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  const created = cart as { sales_channel_id?: string | null; items?: { variant_id?: string | null }[] | null }
  await assertSoldInChannel(container, created.sales_channel_id, (created.items ?? []).map((item) => item.variant_id))
})

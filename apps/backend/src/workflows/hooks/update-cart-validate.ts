import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertSoldInChannel } from "../../lib/checkout/channel-assortment"
import { updateCartDetailsWorkflow } from "../carts/update-cart-details"

type UpdateToValidate = { input: unknown; cart: unknown }

/**
 * A cart moves to another sales channel only when that channel sells every tea it holds. Refused with
 * the teas named rather than removing them: a shopper switching channel (or signing in as a wholesale
 * customer) would otherwise find teas they chose silently gone; this way they decide what to drop.
 * Held by Medusa's updateCartWorkflow and by our lean one for the email and addresses (which never changes
 * the channel, but keeps the contract).
 */
async function channelSellsEveryTea({ input, cart }: UpdateToValidate, { container }: { container: MedusaContainer }) {
  const next = (input as { sales_channel_id?: string | null }).sales_channel_id
  const current = cart as { id: string; sales_channel_id?: string | null }
  if (!next || next === current.sales_channel_id) return
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["items.variant_id"], filters: { id: current.id } })
  const items = ((data[0] as { items?: ({ variant_id?: string | null } | null)[] } | undefined)?.items ?? [])
  await assertSoldInChannel(container, next, items.map((item) => item?.variant_id))
}

updateCartWorkflow.hooks.validate(channelSellsEveryTea)
updateCartDetailsWorkflow.hooks.validate(channelSellsEveryTea)

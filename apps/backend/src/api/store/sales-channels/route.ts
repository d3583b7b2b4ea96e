import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { defaultSalesChannelName, orderSalesChannels, type NamedSalesChannel } from "../../../lib/sales-channel-order"

/** The sales channels the request's publishable key opens, the shop's default one first. */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse<{ sales_channels: NamedSalesChannel[] }>) => {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "sales_channel",
    fields: ["id", "name"],
    filters: { id: req.publishable_key_context.sales_channel_ids, is_disabled: false },
  })
  const channels = data.map(({ id, name }) => ({ id, name }))
  res.json({ sales_channels: orderSalesChannels(channels, defaultSalesChannelName()) })
}

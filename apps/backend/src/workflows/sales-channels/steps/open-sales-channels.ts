import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { defaultSalesChannelName, orderSalesChannels, type NamedSalesChannel } from "../../../lib/sales-channel-order"

/** The enabled channels of those named (a publishable key's), each its id and name, the shop's default one first. */
export const openSalesChannelsStep = createStep("open-sales-channels", async ({ ids }: { ids: string[] }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "sales_channel", fields: ["id", "name"], filters: { id: ids, is_disabled: false } })
  const channels: NamedSalesChannel[] = data.map(({ id, name }) => ({ id, name }))
  return new StepResponse(orderSalesChannels(channels, defaultSalesChannelName()))
})

import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { NamedSalesChannel } from "../../../lib/sales-channel-order"
import { listOpenSalesChannelsWorkflow } from "../../../workflows/sales-channels/list-open-sales-channels"

/** The sales channels the request's publishable key opens, the shop's default one first (v1's route runs the same workflow). */
export const GET = async (req: MedusaStoreRequest, res: MedusaResponse<{ sales_channels: NamedSalesChannel[] }>) => {
  const { result } = await listOpenSalesChannelsWorkflow(req.scope).run({ input: { ids: req.publishable_key_context.sales_channel_ids } })
  res.json({ sales_channels: result })
}

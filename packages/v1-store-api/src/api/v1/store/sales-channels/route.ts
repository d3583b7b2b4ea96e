import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../../../../lib/shop-workflows"

/**
 * Medusa v1 had no store route for sales channels; the spec's client reads ours, which already answers v1's
 * way (`{ sales_channels: [{ id, name }] }`, the publishable key's channels, the default first): the same
 * workflow of the shop as GET /store/sales-channels.
 */
export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ sales_channels: { id: string; name: string }[] }>) {
  const channels = await runShopWorkflow<{ id: string; name: string }[]>(req.scope, SHOP_WORKFLOWS.listOpenSalesChannels, {
    ids: req.publishable_key_context.sales_channel_ids,
  })
  res.json({ sales_channels: channels })
}

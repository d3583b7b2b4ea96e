import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readV1Return } from "../../../../lib/read-return"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../../../../lib/shop-workflows"
import type { V1Return } from "../../../../lib/views/return"
import type { V1StorePostReturnsType } from "./validators"

/**
 * v1's return request, made by the shop's workflow POST /store/orders/:id/returns runs: by the signed-in
 * customer, of their own shipped order (the back end's middlewares check it and hold the order's turn),
 * through the tea house's return option.
 */
export async function POST(req: AuthenticatedMedusaRequest<V1StorePostReturnsType>, res: MedusaResponse<{ return: V1Return }>) {
  const { order_id, items, return_shipping } = req.validatedBody
  const lines = items.map((item) => ({ id: item.item_id, quantity: item.quantity, reason_id: item.reason_id, note: item.note }))
  const returnId = await runShopWorkflow<string>(req.scope, SHOP_WORKFLOWS.requestReturn, {
    orderId: order_id,
    customerId: req.auth_context.actor_id,
    lines,
    optionId: return_shipping?.option_id,
  })
  res.json({ return: await readV1Return(req.scope, returnId) })
}

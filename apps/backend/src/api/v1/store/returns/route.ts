import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestReturn } from "../../../../lib/returns/request-return"
import { readV1Return } from "@leafline/v1-store-api/lib/read-return"
import type { V1Return } from "@leafline/v1-store-api/lib/views/return"
import type { V1StorePostReturnsType } from "./validators"

/**
 * v1's return request, made as POST /store/orders/:id/returns makes it (lib/returns/request-return.ts):
 * by the signed-in customer, of their own shipped order, through the tea house's return option.
 */
export async function POST(req: AuthenticatedMedusaRequest<V1StorePostReturnsType>, res: MedusaResponse<{ return: V1Return }>) {
  const { order_id, items, return_shipping } = req.validatedBody
  const lines = items.map((item) => ({ id: item.item_id, quantity: item.quantity, reason_id: item.reason_id, note: item.note }))
  await requestReturn(
    req,
    res,
    { orderId: order_id, customerId: req.auth_context.actor_id, lines, optionId: return_shipping?.option_id },
    async (returnId) => {
      res.json({ return: await readV1Return(req.scope, returnId) })
    },
  )
}

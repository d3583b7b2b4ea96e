import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { assertOwnOrder, retrieveOrderWithReturns, returnsAnswer } from "../../../../../lib/returns/order-returns"
import { requestReturn } from "../../../../../lib/returns/request-return"
import type { RequestReturnBody } from "./validators"

/** The customer's order's returns, with their items, reasons and state, and what is left to return. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await assertOwnOrder(req.scope, req.params.id, req.auth_context.actor_id)
  res.json(returnsAnswer(await retrieveOrderWithReturns(req.scope, req.params.id)))
}

/** A return request of the customer's own shipped order (lib/returns/request-return.ts), one reason for every item. */
export async function POST(req: AuthenticatedMedusaRequest<RequestReturnBody>, res: MedusaResponse) {
  const { items, reason_id, note } = req.validatedBody
  const lines = items.map((item) => ({ ...item, reason_id, note }))
  await requestReturn(req, res, { orderId: req.params.id, customerId: req.auth_context.actor_id, lines }, (returnId, order) => {
    const answer = returnsAnswer(order)
    res.json({ return: answer.returns.find((made) => made.id === returnId), ...answer })
  })
}

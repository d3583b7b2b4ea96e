import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { assertOwnOrder, retrieveOrderWithReturns, returnsAnswer } from "../../../../../lib/returns/order-returns"
import { requestReturnWorkflow } from "../../../../../workflows/orders/request-return"
import type { RequestReturnBody } from "./validators"

/** The customer's order's returns, with their items, reasons and state, and what is left to return. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await assertOwnOrder(req.scope, req.params.id, req.auth_context.actor_id)
  res.json(returnsAnswer(await retrieveOrderWithReturns(req.scope, req.params.id)))
}

/**
 * A return request of the customer's own shipped order (workflows/orders/request-return.ts), one reason for every
 * item; the middlewares checked the order is theirs and hold its turn (lib/returns/one-return-request-at-a-time.ts).
 */
export async function POST(req: AuthenticatedMedusaRequest<RequestReturnBody>, res: MedusaResponse) {
  const { items, reason_id, note } = req.validatedBody
  const lines = items.map((item) => ({ ...item, reason_id, note }))
  const { result: returnId } = await requestReturnWorkflow(req.scope).run({
    input: { orderId: req.params.id, customerId: req.auth_context.actor_id, lines },
  })
  const answer = returnsAnswer(await retrieveOrderWithReturns(req.scope, req.params.id))
  res.json({ return: answer.returns.find((made) => made.id === returnId), ...answer })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { createAndCompleteReturnOrderWorkflow } from "@medusajs/medusa/core-flows"
import { returnRefusal } from "../../../../../lib/returns/returnable"
import { answerUnderLock } from "../../../../../lib/locking/answer-under-lock"
import {
  assertOwnOrder,
  houseReturnOption,
  retrieveOrderWithReturns,
  retrieveReturnReason,
  returnsAnswer,
} from "../../../../../lib/returns/order-returns"
import type { RequestReturnBody } from "./validators"

/** How long a return request waits for another one of the same order to finish. */
const WAIT_SECONDS = 30

/** The customer's order's returns, with their items, reasons and state, and what is left to return. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await assertOwnOrder(req.scope, req.params.id, req.auth_context.actor_id)
  res.json(returnsAnswer(await retrieveOrderWithReturns(req.scope, req.params.id)))
}

/**
 * A return request of the customer's own shipped order, made by Medusa's return workflow with the tea
 * house's return option: staff receive it in the back office. Requests of one order take turns, so two at
 * once cannot each take back the same items; only the order's customer reaches the lock.
 */
export async function POST(req: AuthenticatedMedusaRequest<RequestReturnBody>, res: MedusaResponse) {
  const orderId = req.params.id
  const customerId = req.auth_context.actor_id
  const { items, reason_id, note } = req.validatedBody
  await assertOwnOrder(req.scope, orderId, customerId)
  const onBusy = () => {
    throw new MedusaError(MedusaError.Types.CONFLICT, "Another return of this order is being requested: try again")
  }
  const lock = { key: `order-returns:${orderId}`, waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Requesting a return" }
  await answerUnderLock(req, res, lock, async () => {
    const reason = await retrieveReturnReason(req.scope, reason_id)
    const order = await retrieveOrderWithReturns(req.scope, orderId)
    const refusal = returnRefusal(order, items)
    if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, refusal)
    const returnOption = await houseReturnOption(req.scope, order)
    const { result } = await createAndCompleteReturnOrderWorkflow(req.scope).run({
      input: {
        order_id: orderId,
        items: items.map((item) => ({ id: item.id, quantity: item.quantity, reason_id: reason.id, note: note || null })),
        return_shipping: { option_id: returnOption.id },
        location_id: returnOption.locationId,
        created_by: customerId,
      },
    })
    const answer = returnsAnswer(await retrieveOrderWithReturns(req.scope, orderId))
    res.json({ return: answer.returns.find((made) => made.id === result.id), ...answer })
  })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { createAndCompleteReturnOrderWorkflow } from "@medusajs/medusa/core-flows"
import { answerUnderLock } from "../locking/answer-under-lock"
import { type OrderWithReturns, assertOwnOrder, houseReturnOption, retrieveOrderWithReturns, retrieveReturnReason } from "./order-returns"
import { returnRefusal } from "./returnable"

/** How long a return request waits for another one of the same order to finish. */
const WAIT_SECONDS = 30

export interface ReturnRequest {
  orderId: string
  /** The signed-in customer: only their own order is reached (404 for any other). */
  customerId: string
  lines: { id: string; quantity: number; reason_id?: string | null; note?: string | null }[]
  /** A return option the client named (v1's `return_shipping`): it must be the tea house's, the one used anyway. */
  optionId?: string
}

/**
 * A return request of the customer's own shipped order, made by Medusa's return workflow with the tea
 * house's return option: staff receive it in the back office. Requests of one order take turns, so two at
 * once cannot each take back the same items; only the order's customer reaches the lock. `answer` writes
 * the response from the return made and the order as it then stands.
 */
export async function requestReturn<Body>(
  req: MedusaRequest,
  res: MedusaResponse<Body>,
  request: ReturnRequest,
  answer: (returnId: string, order: OrderWithReturns) => Promise<void> | void,
): Promise<void> {
  const { orderId, customerId, lines } = request
  await assertOwnOrder(req.scope, orderId, customerId)
  const onBusy = () => {
    throw new MedusaError(MedusaError.Types.CONFLICT, "Another return of this order is being requested: try again")
  }
  const lock = { key: `order-returns:${orderId}`, waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Requesting a return" }
  await answerUnderLock(req, res as MedusaResponse, lock, async () => {
    const reasonIds = [...new Set(lines.flatMap((line) => (line.reason_id ? [line.reason_id] : [])))]
    for (const reasonId of reasonIds) await retrieveReturnReason(req.scope, reasonId)
    const order = await retrieveOrderWithReturns(req.scope, orderId)
    const refusal = returnRefusal(order, lines)
    if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, refusal)
    const returnOption = await houseReturnOption(req.scope, order)
    if (request.optionId && request.optionId !== returnOption.id) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `return_shipping.option_id: this order goes back by its tea house's return option ${returnOption.id}`,
      )
    }
    const { result } = await createAndCompleteReturnOrderWorkflow(req.scope).run({
      input: {
        order_id: orderId,
        items: lines.map((line) => ({ id: line.id, quantity: line.quantity, reason_id: line.reason_id ?? null, note: line.note || null })),
        return_shipping: { option_id: returnOption.id },
        location_id: returnOption.locationId,
        created_by: customerId,
      },
    })
    await answer(result.id, await retrieveOrderWithReturns(req.scope, orderId))
  })
}

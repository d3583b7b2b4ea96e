import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { runToAnswer } from "../http/run-to-answer"
import { answerUnderLock } from "../locking/answer-under-lock"
import { assertOwnOrder } from "./order-returns"

/** How long a return request waits for another one of the same order to finish. */
const WAIT_SECONDS = 30

const returnRequestBusy = () => new MedusaError(MedusaError.Types.CONFLICT, "Another return of this order is being requested: try again")

/**
 * For a route requesting a return of the order `orderIdOf` names (POST /store/orders/:id/returns, v1's POST
 * /store/returns), after its body's validation: only the order's own signed-in customer goes on (a 404 for
 * anyone else, before the lock, so no one else can hold it), and requests of one order take turns until each
 * has answered, so two at once cannot each take back the same items (the request-return workflow's check).
 */
export function oneReturnRequestAtATimeFor(orderIdOf: (req: MedusaRequest) => string) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const orderId = orderIdOf(req)
    await assertOwnOrder(req.scope, orderId, (req as AuthenticatedMedusaRequest).auth_context.actor_id)
    const onBusy = () => {
      throw returnRequestBusy()
    }
    await answerUnderLock(req, res, { key: `order-returns:${orderId}`, waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Requesting a return" }, async () => {
      await runToAnswer(res, next)
    })
  }
}

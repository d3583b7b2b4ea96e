import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { runToAnswer } from "../http/run-to-answer"
import { answerUnderLock } from "../locking/answer-under-lock"

/**
 * One change to a cart's payment sessions at a time, whichever API makes it: Medusa's
 * createPaymentSessionsWorkflow deletes the collection's other sessions and starts one, without a lock,
 * so two requests at once could each delete what the other had not yet made and leave two sessions.
 */
const cartPaymentLockKey = (cartId: string) => `cart-payment-sessions:${cartId}`

const PAYMENT_CHANGE_WAIT_SECONDS = 15

const paymentChangeBusy = () => new MedusaError(MedusaError.Types.CONFLICT, "The cart's payment is being changed by another request")

/** For a route changing the payment of the cart `cartIdOf` names (none: not a cart's payment, no lock). */
export function onePaymentChangeAtATimeFor(cartIdOf: (req: MedusaRequest, res: MedusaResponse) => string | null | undefined) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const cartId = cartIdOf(req, res)
    if (!cartId) return next()
    const onBusy = () => {
      throw paymentChangeBusy()
    }
    const lock = { key: cartPaymentLockKey(cartId), waitSeconds: PAYMENT_CHANGE_WAIT_SECONDS, onBusy, bookkeeping: "Changing a cart's payment" }
    await answerUnderLock(req, res, lock, async () => {
      await runToAnswer(res, next)
    })
  }
}

/** For POST /store/payment-collections/:id/payment-sessions, after the check that found the collection's cart (res.locals.cartId). */
export const onePaymentChangeAtATime = onePaymentChangeAtATimeFor((_req, res) => res.locals.cartId as string | undefined)

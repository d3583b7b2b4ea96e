import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { answerUnderLock } from "../../utils/answer-under-lock"
import { runToAnswer } from "../../utils/run-to-answer"

/** How long a request waits for another one naming the same email (a cart update takes well under a second). */
const WAIT_SECONDS = 30

/**
 * Medusa gives a cart's email a guest customer, creating one when none has that email yet. Two carts
 * given the same new email at once (the shopper's carts, one per tea house, updated side by side) would
 * both create one, and the second fails on the unique email. So requests naming an email take turns.
 */
export async function oneGuestCustomerPerEmail(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = (req.body as { email?: unknown } | undefined)?.email
  if (typeof email !== "string" || !email.trim()) return next()
  const onBusy = () => {
    throw new MedusaError(MedusaError.Types.CONFLICT, "Another request is updating a cart with this email: try again")
  }
  await answerUnderLock(
    req,
    res,
    { key: `cart-email:${email.trim().toLowerCase()}`, waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Updating a cart's email" },
    async () => {
      await runToAnswer(res, next)
    },
  )
}

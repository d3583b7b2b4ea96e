import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { answerUnderLock } from "../locking/answer-under-lock"
import { runToAnswer } from "../http/run-to-answer"

/** How long a request waits for another one naming the same email (a cart update takes well under a second). */
const WAIT_SECONDS = 30

/**
 * Medusa gives a cart's email a guest customer, creating one when no guest customer has that email yet
 * (core-flows' findOrCreateCustomerStep, which lower-cases it); a guest's cart given a registered customer's
 * email gets a guest customer of that email too, never the account (patches/@medusajs+core-flows+2.21.2.patch). Two carts given the same new email at once
 * (the shopper's carts, one per tea house, updated side by side) would both create one, and the second
 * fails on the unique email. So requests naming an email that no guest customer has yet take turns, under
 * a lock (Redis with REDIS_URL, so across every server process).
 *
 * Once a guest customer has the email, Medusa creates none and requests naming it run without the lock.
 * That also keeps the lock from being aimed at a shopper: an email is no secret, and a stream of requests
 * naming someone's email, each holding the lock in turn, would otherwise hold up that person's checkout.
 */
export async function oneGuestCustomerPerEmail(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = (req.body as { email?: unknown } | undefined)?.email
  if (typeof email !== "string" || !email.trim()) return next()
  if (await hasGuestCustomer(req, email.toLowerCase())) return next()
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

async function hasGuestCustomer(req: MedusaRequest, email: string): Promise<boolean> {
  const [guest] = await req.scope.resolve(Modules.CUSTOMER).listCustomers({ email, has_account: false }, { select: ["id"], take: 1 })
  return !!guest
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** How long a request waits for another one naming the same email (a cart update takes well under a second). */
export const GUEST_EMAIL_WAIT_SECONDS = 30

export const GUEST_EMAIL_BUSY = "Another request is updating a cart with this email: try again"

/**
 * Medusa gives a cart's email a guest customer, creating one when no guest customer has that email yet
 * (core-flows' findOrCreateCustomerStep, which lower-cases it); a guest's cart given a registered customer's
 * email gets a guest customer of that email too, never the account (patches/@medusajs+core-flows+2.21.2.patch).
 * Two carts given the same new email at once (the shopper's carts, one per tea house, updated side by side)
 * would both create one, and the second fails on the unique email. So requests naming an email that no guest
 * customer has yet take turns, under a lock named by this key (Redis with REDIS_URL, so across every server
 * process): workflows/carts/steps/guest-email-turn.ts.
 *
 * Once a guest customer has the email, Medusa creates none and requests naming it run without the lock (null
 * here). That also keeps the lock from being aimed at a shopper: an email is no secret, and a stream of
 * requests naming someone's email, each holding the lock in turn, would otherwise hold up that person's checkout.
 */
export async function guestEmailTurnKey(container: MedusaContainer, email: unknown): Promise<string | null> {
  if (typeof email !== "string" || !email.trim()) return null
  const normalised = email.trim().toLowerCase()
  const customers = container.resolve(Modules.CUSTOMER)
  const [guest] = await customers.listCustomers({ email: normalised, has_account: false }, { select: ["id"], take: 1 })
  return guest ? null : `cart-email:${normalised}`
}

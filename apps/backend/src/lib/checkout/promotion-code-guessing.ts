import { digest } from "../cache/digest"
import { waitInWords } from "../http/failure-throttle"

/**
 * Promotion codes cannot be guessed at speed (see lib/checkout/slow-down-failed-promotion-codes.ts).
 * A code that a cart does not end up holding is a failure, counted on the shop's throttle policy
 * (lib/http/failure-throttle.ts) twice: for the cart, and for the client. A cart's count only hurts
 * whoever holds the cart (its id is a secret of its holder); a client's count catches the many carts
 * one client can make, and only hurts that client (the address the storefront saw). A success lifts
 * neither: a known code must not buy more guesses. Each count names its failures, so a shopper who
 * tries a typo again, or whose code is tried on each of their carts (one per tea house), fails once.
 *
 * Medusa 2.21 answers an unknown code with a 400 ("The promotion code X is invalid") and takes a known
 * one it cannot apply (a draft, an ended campaign, rules the cart does not meet) with a 200 and a cart
 * without it, which tells that the code exists. Both become the same 400 here. A published code that
 * ended, has not started or is used up is refused saying so (promotion-code-validity.ts): counted the same.
 */

export interface PromotionCodeThrottleKeys {
  cart: string
  client: string
}

/** The keys of one cart's and one client's failed codes; hashed, so the counts hold no addresses. */
export function promotionCodeThrottleKeys(cartId: string, client: string): PromotionCodeThrottleKeys {
  return { cart: `promotion-code-failures:cart:${digest(cartId)}`, client: `promotion-code-failures:client:${digest(client)}` }
}

/** How a failed code is named in a count: a code's digest, short and of one length. */
export const failedCodeName = (code: string) => digest(code).slice(0, 16)

/** The codes a request body asks for, or null when it names none the way Medusa's validators take. */
export function requestedCodes(body: unknown): string[] | null {
  const codes = (body as { promo_codes?: unknown } | null | undefined)?.promo_codes
  return Array.isArray(codes) && codes.every((code) => typeof code === "string") ? codes : null
}

/** The requested codes a cart does not hold yet, each once: the ones whose lookup tells something. */
export function codesNotHeld(requested: string[], held: string[]): string[] {
  return [...new Set(requested)].filter((code) => !held.includes(code))
}

export const ONE_NEW_CODE_AT_A_TIME = "Apply one new promotion code at a time."

export const CODES_ONLY_THROUGH_PROMOTIONS =
  "Apply a new promotion code to a cart with POST /store/carts/{id}/promotions, one at a time."

/** The one answer to a code that did not apply, whether it exists or not. */
export function codeNotAppliedMessage(code: string): string {
  return `The promotion code ${code} is invalid or does not apply to this cart.`
}

export function tooManyFailedCodesMessage(seconds: number): string {
  return `Too many promotion codes that did not apply. Try again in ${waitInWords(seconds)}.`
}

export type CodeOutcome = "applied" | "not applied" | "other"

/**
 * What became of `code` by the route's answer and, after a success, the codes the cart holds now.
 * Other answers (an unknown or completed cart, a conflict, a server error) looked no code up.
 */
export function codeOutcome(answer: { status: number; body: unknown }, code: string, heldAfter: string[] | null): CodeOutcome {
  if (answer.status >= 200 && answer.status < 300) return heldAfter?.includes(code) ? "applied" : "not applied"
  const message = (answer.body as { message?: unknown } | null)?.message
  return answer.status === 400 && message === `The promotion code ${code} is invalid` ? "not applied" : "other"
}

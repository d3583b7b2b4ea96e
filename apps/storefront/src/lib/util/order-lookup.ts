import type { PlacedOrderDetails } from "./placed-order"

/**
 * The guest's order lookup (/order/lookup): what the page's address asks for, and what the back end's
 * answer (POST /store/orders/lookup) means for the shopper.
 */

/** The page's address: the number and email to fill in, and whether to look the order up at once. */
export const LOOKUP_PATH = "/order/lookup"

/** Emails after an order link here with both (`?order=1005&email=…`): one click shows the order. */
export function orderLookupHref({ order, email }: { order?: string | number; email?: string } = {}): string {
  const params = new URLSearchParams()
  if (order !== undefined && order !== "") params.set("order", String(order))
  if (email) params.set("email", email)
  const query = params.toString()
  return query ? `${LOOKUP_PATH}?${query}` : LOOKUP_PATH
}

export type LookupPrefill = { order: string; email: string; lookUpNow: boolean }

/** Longer than any order number or email: the rest of a longer value is not kept. */
const LONGEST_ORDER = 20
const LONGEST_EMAIL = 254

const firstOf = (value: string | string[] | undefined | null, longest: number) =>
  (Array.isArray(value) ? value[0] : value ?? "").trim().slice(0, longest)

/** What the address's `order` and `email` fill the form with; both given, the order is looked up at once. */
export function lookupPrefill(order: string | string[] | undefined | null, email: string | string[] | undefined | null): LookupPrefill {
  const prefill = { order: firstOf(order, LONGEST_ORDER), email: firstOf(email, LONGEST_EMAIL) }
  return { ...prefill, lookUpNow: prefill.order !== "" && prefill.email !== "" }
}

/** A looked-up order: what the confirmation page shows, and its statuses (the back end adds each line's tea house). */
export type LookedUpOrder = PlacedOrderDetails & { status?: string | null; payment_status?: string | null; fulfillment_status?: string | null }

export type LookupOutcome = { found: LookedUpOrder } | { refused: string }

export const LOOKUP_MESSAGES = {
  noMatch: "No order matches that number and email.",
  unavailable: "The shop cannot look orders up right now. Try again in a moment.",
} as const

/**
 * The back end's answer as the shopper reads it: the order; or its own message for what was entered (a
 * 400), for no match (the one 404 for a wrong email, an unknown number or an order that needs signing in)
 * and for too many attempts (a 429, which says how long to wait); anything else, that the shop cannot answer.
 */
export function lookupOutcome(status: number, body: unknown): LookupOutcome {
  const answer = (body ?? {}) as { order?: LookedUpOrder; message?: unknown }
  if (status === 200 && answer.order) return { found: answer.order }
  const message = typeof answer.message === "string" && answer.message ? answer.message : null
  if (status === 404) return { refused: message ?? LOOKUP_MESSAGES.noMatch }
  if ((status === 429 || status === 400) && message) return { refused: message }
  return { refused: LOOKUP_MESSAGES.unavailable }
}

import "server-only"
import { LOOKUP_MESSAGES, type LookupOutcome, lookupOutcome } from "@lib/util/order-lookup"
import { BackendUnreachable, backendCall } from "@lib/backend/server"

/**
 * Looks an order up from the storefront's server (the page opened from an email's link), for the shopper
 * whose address backendCall names, so the back end's throttle counts the shopper, not the storefront. A
 * signed-in customer's session goes along: their own orders are theirs to see.
 */
export async function lookUpOrder(lookup: { order: string; email: string }): Promise<LookupOutcome> {
  try {
    const answer = await backendCall("/store/orders/lookup", {
      method: "POST",
      body: { display_id: lookup.order, email: lookup.email },
      session: true,
    })
    return lookupOutcome(answer.status, answer.body)
  } catch (error) {
    if (error instanceof BackendUnreachable) return { refused: LOOKUP_MESSAGES.unavailable }
    throw error
  }
}

import "client-only"
import { ORDER_FIELDS } from "@leafline/store-fields"
import type { StoreClient } from "@lib/backend/browser"
import type { PlacedOrderDetails } from "@lib/util/placed-order"
import { LOOKUP_MESSAGES, type LookupOutcome, lookupOutcome } from "@lib/util/order-lookup"

/** Where the browser keeps a placed order: the checkout puts each in as it is placed, the confirmation reads it. */
export const orderQueryKey = (id: string) => ["order", id] as const

/** An order the shopper placed (the back end adds each line's tea house). */
export async function retrieveOrder(storeClient: StoreClient, id: string): Promise<PlacedOrderDetails> {
  return (await storeClient.fetch<{ order: PlacedOrderDetails }>(`/store/orders/${id}`, { query: { fields: ORDER_FIELDS } })).order
}

/**
 * Looks a guest's order up by its number and email, from the browser, through the shop's own origin
 * (app/store/[...path]: it adds the key, the session and the shopper's address for the back end's
 * throttle). Sent once, never retried: a refusal, too many attempts included, is the shopper's to read.
 */
export async function lookUpOrder(lookup: { order: string; email: string }): Promise<LookupOutcome> {
  let response: Response
  try {
    response = await fetch("/store/orders/lookup", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ display_id: lookup.order, email: lookup.email }),
    })
  } catch {
    return { refused: LOOKUP_MESSAGES.unavailable }
  }
  return lookupOutcome(response.status, await response.json().catch(() => null))
}

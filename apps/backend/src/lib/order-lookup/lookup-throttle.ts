import { digest } from "../cache/digest"
import { waitInWords } from "../http/failure-throttle"

/**
 * Looking an order up by its number and email (see lib/order-lookup/slow-down-order-lookups.ts) cannot
 * be used to guess at speed, on the shop's throttle policy (lib/http/failure-throttle.ts). A lookup that
 * finds no order is a failure, counted twice, and both counts are kept per client, as failed sign-ins
 * are per account and client:
 * - per order number and client, naming the email tried: guessing the email of one order;
 * - per client, naming the order number tried: walking through order numbers with one email.
 * An order number is no secret (1005 follows 1004), so a count per number alone could be aimed: an
 * attacker hammering order 1005 with wrong emails would lock its owner out. Kept per client, it only slows
 * the attacker down; the owner's own client has its own counts. Each count names its failures, so a guest
 * who sends the same typo twice fails once. A lookup that finds the order forgets its number's count for
 * that client (knowing the pair, there is nothing left to guess for it), never the client's count: an
 * order of one's own must not buy guesses at others'.
 */

export interface OrderLookupThrottleKeys {
  /** This client's failures for this order number. */
  number: string
  /** This client's failures over every order number. */
  client: string
}

/** The keys of a lookup's counts; hashed, so the counts hold no addresses. */
export function orderLookupThrottleKeys(orderNumber: number, client: string): OrderLookupThrottleKeys {
  return {
    number: `order-lookup-failures:number:${digest(String(orderNumber))}:${digest(client)}`,
    client: `order-lookup-failures:client:${digest(client)}`,
  }
}

/** How a failure is named in each count: what was tried, short, of one length and holding no address. */
export function failedLookupNames(orderNumber: number, email: string): { number: string; client: string } {
  return { number: digest(email).slice(0, 16), client: digest(String(orderNumber)).slice(0, 16) }
}

export function tooManyLookupsMessage(seconds: number): string {
  return `Too many order lookups that found nothing. Try again in ${waitInWords(seconds)}.`
}

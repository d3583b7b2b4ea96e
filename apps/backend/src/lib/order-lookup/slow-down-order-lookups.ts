import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestClient } from "../http/request-client"
import { failedLookupNames, orderLookupThrottleKeys, tooManyLookupsMessage } from "./lookup-throttle"
import { countFailure, underPairedThrottle } from "../http/failure-counts"
import { runToAnswer } from "../http/run-to-answer"

/** How long a lookup waits for the one before it with the same keys (one takes well under a second). */
const WAIT_SECONDS = 10

/** What a lookup names, once validated: the order's number and the email entered. */
export type LookupOf = (req: MedusaRequest) => { orderNumber: number; email: string }

/**
 * Slows down order lookups that find nothing (see lib/order-lookup/lookup-throttle.ts): once this client
 * has failed too often for the number, or over all numbers, a lookup is a 429 with Retry-After before any
 * order is looked at, whether its pair is right or not. A 404 is a failure; a 200 forgets this client's
 * count for the number. Lookups of one client take turns, so those sent side by side are counted one after
 * another like any others.
 */
export function slowDownOrderLookups(lookupOf: LookupOf) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const { orderNumber, email } = lookupOf(req)
    const keys = orderLookupThrottleKeys(orderNumber, requestClient(req))
    const throttle = {
      keys: [keys.number, keys.client] as [string, string],
      waitSeconds: WAIT_SECONDS,
      busyMessage: "Too many order lookups at once. Try again in a moment.",
      tooManyMessage: tooManyLookupsMessage,
      bookkeeping: "Counting an order lookup that found nothing",
    }
    await underPairedThrottle(req, res, throttle, async ([forNumber, forClient], cache) => {
      const answer = await runToAnswer(res, next)
      if (answer?.status === 200) {
        if (forNumber) await cache.invalidate(keys.number)
      } else if (answer?.status === 404) {
        const names = failedLookupNames(orderNumber, email)
        await countFailure(cache, keys.number, forNumber, names.number)
        await countFailure(cache, keys.client, forClient, names.client)
      }
    })
  }
}

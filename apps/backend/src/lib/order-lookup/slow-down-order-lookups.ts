import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestClient } from "../http/request-client"
import { failedLookupNames, orderLookupThrottleKeys, tooManyLookupsMessage } from "./lookup-throttle"
import { failureCounts, underFailureCounts } from "../http/failure-counts"
import { runToAnswer } from "../http/run-to-answer"

/** What a lookup names, once validated: the order's number and the email entered. */
export type LookupOf = (req: MedusaRequest) => { orderNumber: number; email: string }

/**
 * Slows down order lookups that find nothing (see lib/order-lookup/lookup-throttle.ts): once this client
 * has failed too often for the number, or over all numbers, a lookup is a 429 with Retry-After before any
 * order is looked at, whether its pair is right or not. A 404 is a failure; a 200 forgets this client's
 * count for the number. Lookups sent side by side are counted one after another like any others.
 */
export function slowDownOrderLookups(lookupOf: LookupOf) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const { orderNumber, email } = lookupOf(req)
    const keys = orderLookupThrottleKeys(orderNumber, requestClient(req))
    const throttle = {
      keys: [keys.number, keys.client],
      tooManyMessage: tooManyLookupsMessage,
      bookkeeping: "Counting an order lookup that found nothing",
    }
    await underFailureCounts(req, res, throttle, async ([forNumber, forClient]) => {
      const answer = await runToAnswer(res, next)
      if (answer?.status === 200) await failureCounts.forget(forNumber)
      else if (answer?.status === 404) {
        const names = failedLookupNames(orderNumber, email)
        await Promise.all([failureCounts.fail(forNumber, names.number), failureCounts.fail(forClient, names.client)])
      }
    })
  }
}

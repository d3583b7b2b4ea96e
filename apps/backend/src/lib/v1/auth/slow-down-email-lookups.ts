import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type FailureCount, secondsUntilNextAttempt } from "../../http/failure-throttle"
import { countFailure, failureCache, refuseTooMany } from "../../http/failure-counts"
import { requestClient } from "../../http/request-client"
import { runToAnswer } from "../../http/run-to-answer"
import { answerUnderLock } from "../../locking/answer-under-lock"
import { emailLookupKey, emailLookupName, tooManyEmailLookupsMessage } from "./email-lookup-throttle"

/** How long a lookup waits for the one before it from the same client (one takes a few milliseconds). */
const WAIT_SECONDS = 10

/**
 * Slows down GET /v1/store/auth/:email (see ./email-lookup-throttle.ts): each lookup answered is counted for
 * the client, and once it has looked up too many emails, a lookup is a 429 with Retry-After, unanswered.
 * A client's lookups take turns, so those sent side by side are counted one after another.
 */
export async function slowDownEmailLookups(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const name = emailLookupName(req.params.email)
  if (!name) return next()
  const key = emailLookupKey(requestClient(req))
  const cache = failureCache(req)
  const onBusy = () => refuseTooMany(res, 1, "Too many account lookups from this client at once. Try again in a moment.")
  await answerUnderLock(req, res, { key, waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Counting an account lookup" }, async () => {
    const kept = await cache.get<FailureCount>(key)
    const wait = secondsUntilNextAttempt(kept, Date.now())
    if (wait > 0) return refuseTooMany(res, wait, tooManyEmailLookupsMessage(wait))
    await runToAnswer(res, next)
    if (res.statusCode < 500) await countFailure(cache, key, kept, name)
  })
}

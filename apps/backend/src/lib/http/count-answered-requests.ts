import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerUnderLock } from "../locking/answer-under-lock"
import { type FailureCount, secondsUntilNextAttempt } from "./failure-throttle"
import { countFailure, failureCache, refuseTooMany } from "./failure-counts"
import { runToAnswer } from "./run-to-answer"

/** How long a request waits for the one before it with the same key (each is answered in well under a second). */
const WAIT_SECONDS = 10

export interface AnsweredRequestCount {
  /** What the requests are counted under (lib/http/failure-throttle.ts's policy). */
  key: string
  /** What this request asks about, when one asked again counts once (see countFailure). */
  name?: string
  /** The refusal when another request with the key has held the turn for WAIT_SECONDS. */
  busyMessage: string
  /** What the lock's bookkeeping is called in the log. */
  bookkeeping: string
  tooManyMessage: (seconds: number) => string
}

/**
 * Counts every request the route answers (below 500) under `key`, on the failure throttle's policy: once
 * there were too many, a request is a 429 with Retry-After, unanswered. Requests with one key take turns,
 * so those sent side by side are counted one after another. The status is read once the answer has gone
 * (some routes answer without JSON).
 */
export async function countAnsweredRequests(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction, count: AnsweredRequestCount) {
  const { key, name, busyMessage, bookkeeping, tooManyMessage } = count
  const cache = failureCache(req)
  const onBusy = () => refuseTooMany(res, 1, busyMessage)
  await answerUnderLock(req, res, { key, waitSeconds: WAIT_SECONDS, onBusy, bookkeeping }, async () => {
    const kept = await cache.get<FailureCount>(key)
    const wait = secondsUntilNextAttempt(kept, Date.now())
    if (wait > 0) return refuseTooMany(res, wait, tooManyMessage(wait))
    await runToAnswer(res, next)
    if (res.statusCode < 500) await countFailure(cache, key, kept, name)
  })
}

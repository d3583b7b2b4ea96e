import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { failureCounts, underFailureCounts } from "./failure-counts"
import { runToAnswer } from "./run-to-answer"

export interface AnsweredRequestCount {
  /** What the requests are counted under (lib/http/failure-throttle.ts's policy). */
  key: string
  /** What this request asks about, when one asked again counts once (see FailureCounts.fail). */
  name?: string
  /** What the counting is called in the log. */
  bookkeeping: string
  tooManyMessage: (seconds: number) => string
}

/**
 * Counts every request the route answers (below 500) under `key`, on the failure throttle's policy: once
 * there were too many, a request is a 429 with Retry-After, unanswered. The status is read once the answer
 * has gone (some routes answer without JSON).
 */
export async function countAnsweredRequests(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction, count: AnsweredRequestCount) {
  const { key, name, bookkeeping, tooManyMessage } = count
  await underFailureCounts(req, res, { keys: [key], tooManyMessage, bookkeeping }, async ([turn]) => {
    await runToAnswer(res, next)
    if (res.statusCode < 500) await failureCounts.fail(turn, name)
  })
}

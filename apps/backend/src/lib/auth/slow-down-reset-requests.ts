import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { authActorTypeOf } from "./auth-provider-path"
import { resetRequestKey, tooManyResetRequestsMessage } from "./reset-request-throttle"
import { type FailureCount, secondsUntilNextAttempt } from "../http/failure-throttle"
import { requestClient } from "../http/request-client"
import { answerUnderLock } from "../locking/answer-under-lock"
import { countFailure, failureCache, refuseTooMany } from "../http/failure-counts"
import { runToAnswer } from "../http/run-to-answer"

/** How long a request waits for the one before it with the same key (Medusa answers in well under a second). */
const WAIT_SECONDS = 10

/**
 * Slows down requests for a reset link (see lib/auth/reset-request-throttle.ts): each one Medusa answers is
 * counted, and once there are too many for the email from this client, a request is a 429 with
 * Retry-After and no email is sent. Requests with one key take turns, so those sent side by side are counted
 * one after another.
 */
export async function slowDownResetRequests(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.body as { identifier?: unknown } | undefined
  const key = resetRequestKey(authActorTypeOf(req.path) ?? "", body?.identifier, requestClient(req))
  if (!key) return next()
  const cache = failureCache(req)
  const onBusy = () => refuseTooMany(res, 1, "Too many password-reset requests for this email at once. Try again in a moment.")
  await answerUnderLock(req, res, { key, waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Counting a password-reset request" }, async () => {
    const kept = await cache.get<FailureCount>(key)
    const wait = secondsUntilNextAttempt(kept, Date.now())
    if (wait > 0) return refuseTooMany(res, wait, tooManyResetRequestsMessage(wait))
    // Medusa answers a bare 201 (no JSON), so the status is read once the answer has gone.
    await runToAnswer(res, next)
    if (res.statusCode < 500) await countFailure(cache, key, kept)
  })
}

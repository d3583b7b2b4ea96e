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
export const slowDownResetRequests = slowDownResetRequestsFor((req) => ({
  actorType: authActorTypeOf(req.path) ?? "",
  identifier: (req.body as { identifier?: unknown } | undefined)?.identifier,
}))

/**
 * The same throttle for a route that names the actor type and the email otherwise (the v1 store API's
 * POST /v1/store/customers/password-token takes a customer's `email`): its requests count with those on
 * /auth/:actor_type/emailpass/reset-password.
 */
export function slowDownResetRequestsFor(resetOf: (req: MedusaRequest) => { actorType: string; identifier: unknown }) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const { actorType, identifier } = resetOf(req)
    return underResetThrottle(req, res, next, resetRequestKey(actorType, identifier, requestClient(req)))
  }
}

async function underResetThrottle(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction, key: string | null) {
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

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type SignInThrottleKeys, signInThrottleKeys, tooManyFailuresMessage, unlessLifted } from "./sign-in-throttle"
import { type FailureCount, secondsUntilNextAttempt } from "../http/failure-throttle"
import { authActorTypeOf } from "./auth-provider-path"
import { checkAsForAKnownEmail } from "./unknown-email-work"
import { requestClient } from "../http/request-client"
import { answerUnderLock } from "../locking/answer-under-lock"
import { countFailure, failureCache, refuseTooMany } from "../http/failure-counts"
import { runToAnswer } from "../http/run-to-answer"

/** How long an attempt waits for the one before it with the same keys (one takes well under a second). */
const WAIT_SECONDS = 10

/**
 * Slows down guessing a password (see lib/auth/sign-in-throttle.ts): failed sign-ins are counted
 * (lib/http/failure-counts.ts), and once there are too many, an attempt is a 429 with
 * Retry-After without its password being checked. Medusa's answer to an attempt that is checked stays as
 * it is: the same 401 for an unknown email as for a wrong password, after the same work.
 */
export const slowDownFailedSignIns = slowDownFailedSignInsAs((req) => authActorTypeOf(req.path) ?? "")

/**
 * The same throttle for a sign-in route that names its actor type otherwise than in its path (the v1 store
 * API's POST /v1/store/auth is a customer's): its attempts count exactly as those on /auth/:actor_type/emailpass.
 */
export function slowDownFailedSignInsAs(actorTypeOf: (req: MedusaRequest) => string) {
  return async function slowDownFailedSignIns(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    const body = req.body as { email?: unknown; password?: unknown } | undefined
    const keys = signInThrottleKeys(actorTypeOf(req), body?.email, requestClient(req))
    if (!keys) return next()
    await countPasswordAttempts(req, res, next, keys, (status) => status === 401, () =>
      checkAsForAKnownEmail(req.scope, String(body!.email), body?.password),
    )
  }
}

/**
 * Checks an attempt against the failures counted for its keys, runs it, and counts it when `failed`
 * says its answer was a wrong password. Sign-ins and the password change share the counts. Attempts
 * with the same keys take turns, from being judged to their failure being counted, so that attempts
 * sent side by side are counted and judged one after another like any others.
 */
export async function countPasswordAttempts(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
  keys: SignInThrottleKeys,
  failed: (status: number) => boolean,
  beforeCheck?: () => Promise<void>,
) {
  const cache = failureCache(req)
  const onBusy = () => refuseTooMany(res, 1, "Too many sign-ins for this email at once. Try again in a moment.")
  await answerUnderLock(req, res, { key: keys.account, waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Counting a failed sign-in" }, async () => {
    const [kept, liftedAt] = await Promise.all([cache.get<FailureCount>(keys.account), cache.get<number>(keys.lift)])
    const counted = unlessLifted(kept, liftedAt)
    const wait = secondsUntilNextAttempt(counted, Date.now())
    if (wait > 0) return refuseTooMany(res, wait, tooManyFailuresMessage(wait))

    await beforeCheck?.()
    const answer = await runToAnswer(res, next)
    if (answer && answer.status >= 200 && answer.status < 300) {
      if (kept) await cache.invalidate(keys.account)
    } else if (answer && failed(answer.status)) {
      await countFailure(cache, keys.account, counted)
    }
  })
}

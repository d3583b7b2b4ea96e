import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type SignInThrottleKeys, signInThrottleKeys, tooManyFailuresMessage, unlessLifted } from "./sign-in-throttle"
import { type FailureCount, secondsUntilNextAttempt } from "../http/failure-throttle"
import { KNOWN_EMAIL_SECONDS, type SpentAllowance, secondsUntilAllowed, tooManyFromClientMessage, withOneMoreSpent } from "./client-sign-in-allowance"
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
 * with the same account or client take turns, from being judged to their failure being counted, so that
 * attempts sent side by side are counted and judged one after another like any others.
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
  const onBusy = () => refuseTooMany(res, 1, "Too many sign-ins at once. Try again in a moment.")
  const lock = { key: [keys.account, keys.client], waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Counting a failed sign-in" }
  await answerUnderLock(req, res, lock, async () => {
    const [kept, liftedAt, clientSpent, known] = await Promise.all([
      cache.get<FailureCount>(keys.account),
      cache.get<number>(keys.lift),
      cache.get<SpentAllowance>(keys.client),
      cache.get<number>(keys.known),
    ])
    const counted = unlessLifted(kept, liftedAt)
    const now = Date.now()
    const wait = secondsUntilNextAttempt(counted, now)
    if (wait > 0) return refuseTooMany(res, wait, tooManyFailuresMessage(wait))
    const clientWait = known ? 0 : secondsUntilAllowed(clientSpent, now)
    if (clientWait > 0) return refuseTooMany(res, clientWait, tooManyFromClientMessage(clientWait))

    await beforeCheck?.()
    const answer = await runToAnswer(res, next)
    if (answer && answer.status >= 200 && answer.status < 300) {
      await Promise.all([kept && cache.invalidate(keys.account), cache.set(keys.known, now, KNOWN_EMAIL_SECONDS)])
    } else if (answer && failed(answer.status)) {
      const spent = withOneMoreSpent(clientSpent, Date.now())
      await Promise.all([countFailure(cache, keys.account, counted), cache.set(keys.client, spent.record, spent.ttlSeconds)])
    }
  })
}

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import {
  type FailedSignIns,
  secondsUntilNextAttempt,
  signInThrottleKey,
  tooManyFailuresMessage,
  withOneMoreFailure,
} from "../../lib/auth/sign-in-throttle"
import { answerUnderLock } from "../utils/answer-under-lock"
import { runToAnswer } from "../utils/run-to-answer"

/** How long an attempt waits for the one before it with the same email (one takes well under a second). */
const WAIT_SECONDS = 10

function refuse(res: MedusaResponse, seconds: number, message: string) {
  res.status(429).set("Retry-After", String(seconds)).json({ type: "not_allowed", message })
}

/**
 * Slows down guessing a password (see lib/auth/sign-in-throttle.ts): failed sign-ins are counted per
 * email in Medusa's cache module (Redis with REDIS_URL), and once there are too many, an attempt is a
 * 429 with Retry-After without its password being checked. Medusa's answer to an attempt that is
 * checked stays as it is: the same 401 for an unknown email as for a wrong password.
 *
 * Attempts naming one email take turns, from being judged to their failure being counted, so that
 * attempts sent side by side are counted and judged one after another like any others.
 */
export async function slowDownFailedSignIns(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const key = signInThrottleKey((req.body as { email?: unknown } | undefined)?.email)
  if (!key) return next()
  await countPasswordAttempts(req, res, next, key, (status) => status === 401)
}

/**
 * Checks an attempt against the failures counted for its email, runs it, and counts it when `failed`
 * says its answer was a wrong password. Sign-ins and the password change share the count.
 */
export async function countPasswordAttempts(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
  key: string,
  failed: (status: number) => boolean,
) {
  const cache = req.scope.resolve(Modules.CACHE)
  const onBusy = () => refuse(res, 1, "Too many sign-ins for this email at once. Try again in a moment.")
  await answerUnderLock(req, res, { key, waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Counting a failed sign-in" }, async () => {
    const kept = await cache.get<FailedSignIns>(key)
    const wait = secondsUntilNextAttempt(kept, Date.now())
    if (wait > 0) return refuse(res, wait, tooManyFailuresMessage(wait))

    const answer = await runToAnswer(res, next)
    if (answer && answer.status >= 200 && answer.status < 300) {
      if (kept) await cache.invalidate(key)
    } else if (answer && failed(answer.status)) {
      const { record, ttlSeconds } = withOneMoreFailure(kept, Date.now())
      await cache.set(key, record, ttlSeconds)
    }
  })
}

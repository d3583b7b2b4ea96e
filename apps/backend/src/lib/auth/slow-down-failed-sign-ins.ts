import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ICacheService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { type SignInThrottleKeys, signInThrottleKeys, tooManyFailuresMessage } from "./sign-in-throttle"
import { KNOWN_EMAIL_SECONDS, drawAllowance, tooManyFromClientMessage } from "./client-sign-in-allowance"
import { authActorTypeOf } from "./auth-provider-path"
import { checkAsForAKnownEmail } from "./unknown-email-work"
import { requestClient } from "../http/request-client"
import { failureCounts, refuseTooMany, underFailureCounts } from "../http/failure-counts"
import { runToAnswer } from "../http/run-to-answer"

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
 * says its answer was a wrong password. Sign-ins and the password change share the counts. Attempts sent
 * side by side are counted one after another, like any others.
 */
export async function countPasswordAttempts(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
  keys: SignInThrottleKeys,
  failed: (status: number) => boolean,
  beforeCheck?: () => Promise<void>,
) {
  const cache = req.scope.resolve<ICacheService>(Modules.CACHE)
  const [liftedAt, known] = await Promise.all([cache.get<number>(keys.lift), cache.get<number>(keys.known)])
  if (liftedAt) await failureCounts.forgetIfFailedBy(keys.account, liftedAt)
  const throttle = { keys: [keys.account], tooManyMessage: tooManyFailuresMessage, bookkeeping: "Counting a failed sign-in" }
  await underFailureCounts(req, res, throttle, async ([turn]) => {
    const drawn = known ? null : await drawAllowance(keys.client)
    if (typeof drawn === "number") return refuseTooMany(res, drawn, tooManyFromClientMessage(drawn))

    await beforeCheck?.()
    const answer = await runToAnswer(res, next)
    if (answer && answer.status >= 200 && answer.status < 300) {
      await Promise.all([failureCounts.forget(turn), drawn?.giveBack(), cache.set(keys.known, Date.now(), KNOWN_EMAIL_SECONDS)])
    } else if (answer && failed(answer.status)) {
      // A known email's failure is not held by the allowance, but spends it all the same.
      await Promise.all([failureCounts.fail(turn), drawn ?? drawAllowance(keys.client)])
    } else await drawn?.giveBack()
  })
}

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerUnderLock } from "../locking/answer-under-lock"
import { runToAnswer } from "../http/run-to-answer"
import { bearerToken, tokenDigest } from "@leafline/session-tokens"

/**
 * Medusa's check of a reset token (the auth module's consumePasswordResetToken) reads the token's row, then
 * deletes it, in a transaction that does not lock the row: requests sent side by side with one link each
 * read it before any of them deleted it, and each set a password (and announced it). So the uses of one
 * reset token take turns, from before Medusa's check to their answer: the first uses the token up, and
 * the others find it used (Medusa's 401). Keyed by the token's signed part (session-token.ts tokenDigest),
 * so the same token with its signature spelt otherwise waits its turn too.
 */

/** How long a use of a reset link waits for the one before it (each is answered in well under a second). */
const WAIT_SECONDS = 10

export const RESET_LINK_BUSY = "This reset link is being used right now. Try again in a moment."

export const resetTokenTurnKey = (token: string) => `reset-token-turn:${tokenDigest(token)}`

type ResetTokenOf = (req: MedusaRequest) => string | undefined

/** Before a reset's check of its token (`tokenOf` reads it from the request): the uses of one token take turns, to their answer. */
export const takeTurnsWithResetToken =
  (tokenOf: ResetTokenOf) => async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const token = tokenOf(req)
    if (!token) return next()
    const onBusy = () => res.status(409).json({ type: "conflict", message: RESET_LINK_BUSY })
    await answerUnderLock(req, res, { key: resetTokenTurnKey(token), waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Setting a password from a reset link" }, async () => {
      await runToAnswer(res, next)
    })
  }

/** POST /auth/:actor_type/emailpass/update: the token in its Authorization header. */
export const resetTokenOfHeader: ResetTokenOf = (req) => bearerToken(req.headers.authorization) ?? undefined

/** v1's POST /store/customers/password-reset: the token in its body, as the v1 plugin validated it. */
export const resetTokenOfBody: ResetTokenOf = (req) => {
  const token = (req.validatedBody as { token?: unknown } | undefined)?.token
  return typeof token === "string" && token ? token : undefined
}

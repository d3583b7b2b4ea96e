import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { answerUnderLock, executeOrBusy } from "../locking/answer-under-lock"
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

/** POST /auth/:actor_type/emailpass/update, before Medusa's check of the token in its Authorization header. */
export async function takeTurnsWithResetToken(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const token = bearerToken(req.headers.authorization)
  if (!token) return next()
  const onBusy = () => res.status(409).json({ type: "conflict", message: RESET_LINK_BUSY })
  await answerUnderLock(req, res, { key: resetTokenTurnKey(token), waitSeconds: WAIT_SECONDS, onBusy, bookkeeping: "Setting a password from a reset link" }, async () => {
    await runToAnswer(res, next)
  })
}

/** The same turns for a reset that is not Medusa's route (the v1 store API's): `work` runs when the token's turn comes. */
export function inTurnWithResetToken<T>(container: MedusaContainer, token: string, work: () => Promise<T>): Promise<T> {
  const onBusy = (): T => {
    throw new MedusaError(MedusaError.Types.CONFLICT, RESET_LINK_BUSY)
  }
  return executeOrBusy(container.resolve(Modules.LOCKING), resetTokenTurnKey(token), work, { timeout: WAIT_SECONDS, onBusy })
}

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { endSession, verifiedSessionClaims } from "./sessions"
import { bearerToken } from "./session-token"

/**
 * Sign-out (DELETE /auth/session). Medusa's route ends a cookie session only; a token sent with the
 * call is ended here, so it is refused from now on. A call with a token and no cookie session is
 * answered here, as Medusa's route would answer it 401 for want of a cookie.
 */
export async function endThisSession(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const token = bearerToken(req.headers.authorization)
  const claims = token ? verifiedSessionClaims(req.scope, token) : null
  if (!token || !claims?.auth_identity_id) return next()
  await endSession(req.scope, token, claims)
  if ((req as { session?: { auth_context?: unknown } }).session?.auth_context) return next()
  res.json({ success: true })
}

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bearerToken, type SessionClaims, signInOf, verifiedSessionClaims } from "@leafline/session-tokens"
import { endSignIn } from "./sessions"

type SessionRequest = MedusaRequest & { session?: { auth_context?: SessionClaims } }

/**
 * Sign-out (DELETE /auth/session). Medusa's route ends a cookie session only; here the sign-in of the
 * token sent with the call, and that of the cookie session, end, so every token refreshed from them and
 * every cookie session made from them is refused from now on. A call with a token and no cookie session
 * is answered here, as Medusa's route would answer it 401 for want of a cookie.
 */
export async function endThisSession(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const token = bearerToken(req.headers.authorization)
  const claims = token ? verifiedSessionClaims(req.scope, token) : null
  const cookieSession = (req as SessionRequest).session?.auth_context
  const ending = [
    claims?.auth_identity_id ? { signIn: signInOf(claims, token), claims } : null,
    cookieSession?.auth_identity_id ? { signIn: signInOf(cookieSession), claims: cookieSession } : null,
  ]
  await Promise.all(ending.map((session) => session?.signIn && endSignIn(req.scope, session.signIn, session.claims)))
  if (!token || !claims?.auth_identity_id || cookieSession) return next()
  res.json({ success: true })
}

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bearerToken, type SessionClaims, verifiedSessionClaims } from "@leafline/session-tokens"
import { sessionHasEnded } from "./sessions"

type SessionRequest = MedusaRequest & { auth_context?: unknown; session?: { auth_context?: SessionClaims } }

/**
 * A token or cookie session that its owner ended (sign-out, a new password), or a cookie session past the
 * expiry of the token it was made from, is no session: the request goes on as a guest's, as with a token
 * that expired. Medusa authenticates /store and /admin calls before
 * any middleware of ours, so what it read from the session is dropped too; the back office's routes
 * trust that without checking again, so there an ended session is a 401 here.
 */
export async function forgetEndedSessions(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const request = req as SessionRequest
  const token = bearerToken(req.headers.authorization)
  const claims = token ? verifiedSessionClaims(req.scope, token) : null
  const tokenEnded = !!token && !!claims && (await sessionHasEnded(req.scope, claims, token))
  const cookieSession = request.session?.auth_context
  const cookieEnded = !!cookieSession && (await sessionHasEnded(req.scope, cookieSession))
  if (!tokenEnded && !cookieEnded) return next()

  if (req.originalUrl.toLowerCase().startsWith("/admin")) {
    res.status(401).json({ type: "unauthorized", message: "This session has ended. Sign in again." })
    return
  }
  if (tokenEnded) delete req.headers.authorization
  if (cookieEnded) delete request.session!.auth_context
  delete request.auth_context
  next()
}

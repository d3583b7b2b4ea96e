import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, generateJwtToken } from "@medusajs/framework/utils"
import { holdAnswer } from "../http/hold-answer"
import { bearerToken, type SessionClaims, SIGN_IN_CLAIM, signInOf, verifiedSessionClaims } from "@leafline/session-tokens"

/** The sign-in a refresh is made for: what it is called (session-token.ts signInOf) and when it expires (seconds since epoch). */
export interface RefreshedSignIn {
  signIn: string
  until: number
}

/**
 * The claims of a refreshed token, from those of the token Medusa issued for the refresh: they name the
 * sign-in the refreshed session comes from, and the token expires when that sign-in does, never later.
 * Null when the sign-in has no time left.
 */
export function withinSignIn(issued: Record<string, unknown>, session: RefreshedSignIn, nowSeconds: number) {
  const until = typeof issued.exp === "number" ? Math.min(issued.exp, session.until) : session.until
  const expiresIn = until - nowSeconds
  if (expiresIn <= 0) return null
  const { iat: _issuedAt, exp: _expiry, nbf: _notBefore, ...claims } = issued
  return { payload: { ...claims, [SIGN_IN_CLAIM]: session.signIn, iat: nowSeconds }, expiresIn }
}

type RefreshRequest = MedusaRequest & { session?: { auth_context?: SessionClaims } }

/**
 * POST /auth/token/refresh: Medusa issues a token for another full lifetime, so a token refreshed before
 * its session ended, and refreshed again, would never end. Once Medusa has answered, its token is issued
 * again with the claims of withinSignIn: named after the sign-in of the session that asked (a token, or a
 * cookie session), expiring with it.
 */
export async function keepRefreshWithinSignIn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const context = (req as Partial<AuthenticatedMedusaRequest>).auth_context as SessionClaims | undefined
  // Medusa's check reads a cookie session before a bearer token.
  const fromCookie = !!context && (req as RefreshRequest).session?.auth_context === context
  const signIn = context ? signInOf(context, fromCookie ? null : bearerToken(req.headers.authorization)) : null
  const answer = await holdAnswer(res, next)
  if (!answer) return
  const issued = (answer.body as { token?: unknown } | null)?.token
  if (answer.status !== 200 || typeof issued !== "string" || !signIn || typeof context?.exp !== "number") return answer.send()

  const claims = verifiedSessionClaims(req.scope, issued) as Record<string, unknown> | null
  const refreshed = claims && withinSignIn(claims, { signIn, until: context.exp }, Math.floor(Date.now() / 1000))
  if (!refreshed) return answer.send({ status: 401, body: { type: "unauthorized", message: "This session has ended. Sign in again." } })
  const { http } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const token = generateJwtToken(refreshed.payload, { secret: http.jwtSecret, expiresIn: refreshed.expiresIn, jwtOptions: http.jwtOptions })
  answer.send({ status: 200, body: { ...(answer.body as object), token } })
}

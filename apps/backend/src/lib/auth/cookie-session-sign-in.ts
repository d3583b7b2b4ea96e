import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bearerToken, SIGN_IN_CLAIM, type SessionClaims, signInOf } from "@leafline/session-tokens"

/**
 * POST /auth/session keeps the token's claims as a cookie session. Once Medusa has checked the token, this
 * names in them the sign-in the token comes from, so that the cookie session ends with it (a sign-out of
 * the token, of a copy refreshed from it, or of the cookie session ends all of them).
 */
export function nameSignInOfCookieSession(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const token = bearerToken(req.headers.authorization)
  const context = (req as Partial<AuthenticatedMedusaRequest>).auth_context as SessionClaims | undefined
  const signIn = context?.auth_identity_id && token ? signInOf(context, token) : null
  if (signIn) context![SIGN_IN_CLAIM] = signIn
  next()
}

import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { generateJwtTokenWithChecks } from "@leafline/medusa-internals"
import { SIGN_IN_CLAIM, type SessionClaims, signInOf, verifiedSessionClaims } from "@leafline/session-tokens"

// Medusa's own words for a wrong password on POST /auth/customer/emailpass.
const WRONG_CREDENTIALS = "Invalid email or password"

export interface CustomerSignIn {
  /** The session token Medusa issues on POST /auth/customer/emailpass. */
  token: string
  /** Its claims, as Medusa's `authenticate` reads them (what POST /auth/session keeps in the cookie session). */
  claims: SessionClaims
  customerId: string
}

/**
 * A customer's sign-in by email and password, as POST /auth/customer/emailpass does it (the auth module's
 * check, then Medusa's token with its checks). An identity with no customer (a staff account, a registration
 * not finished) or one that needs a further step (MFA, a verification) cannot sign in here: a 401 with the
 * same words as a wrong password, which the sign-in throttle counts.
 */
export async function signInCustomer(req: MedusaRequest, credentials: { email: string; password: string }): Promise<CustomerSignIn> {
  const { success, authIdentity, mfaChallenge } = await req.scope.resolve(Modules.AUTH).authenticate("emailpass", {
    actor_type: "customer",
    url: req.url,
    headers: req.headers,
    query: {},
    body: credentials,
    protocol: req.protocol,
  } as never)
  const customerId = authIdentity?.app_metadata?.customer_id
  if (!success || !authIdentity || typeof customerId !== "string" || !customerId) {
    throw new MedusaError(MedusaError.Types.UNAUTHORIZED, WRONG_CREDENTIALS)
  }
  const issued = (await generateJwtTokenWithChecks(req.scope, {
    authIdentity,
    mfaChallenge,
    actorType: "customer",
    authProvider: "emailpass",
  })) as { token: string; mfa_required?: boolean; verification_required?: boolean }
  const claims = issued.mfa_required || issued.verification_required ? null : verifiedSessionClaims(req.scope, issued.token)
  if (!claims) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, WRONG_CREDENTIALS)
  return { token: issued.token, claims, customerId }
}

type SessionRequest = MedusaRequest & { session: { auth_context?: SessionClaims } }

/** Keeps the sign-in in the cookie session, as POST /auth/session does with a token (named after its sign-in, as apps/backend/src/lib/auth/cookie-session-sign-in.ts names it). */
export function keepInCookieSession(req: MedusaRequest, { token, claims }: Pick<CustomerSignIn, "token" | "claims">) {
  ;(req as SessionRequest).session.auth_context = { ...claims, [SIGN_IN_CLAIM]: signInOf(claims, token) ?? undefined }
}

import crypto from "node:crypto"

/**
 * A signed-in session is a JWT that Medusa issues (claims below). Medusa itself can end only cookie
 * sessions; these helpers let the back end refuse a token whose session ended (see
 * apps/backend/src/lib/auth/forget-ended-sessions.ts).
 */
export interface SessionClaims {
  auth_identity_id?: string
  iat?: number
  exp?: number
  app_metadata?: Record<string, unknown> | null
  /** Ours (SIGN_IN_CLAIM): the sign-in a refreshed token or a cookie session comes from. */
  sign_in?: string
}

/**
 * The claim that names the sign-in a session comes from. A token issued at sign-in is a sign-in of its
 * own, named by its digest; a token refreshed from it, and a cookie session made from either, carry that
 * name, so that ending any of them ends them all (apps/backend/src/lib/auth/sessions.ts).
 */
export const SIGN_IN_CLAIM = "sign_in"

/** The sign-in a session (a token's claims with the token, or a cookie session's auth context) comes from; null when it cannot be told. */
export function signInOf(claims: SessionClaims, token?: string | null): string | null {
  const named = claims[SIGN_IN_CLAIM]
  if (typeof named === "string" && named) return named
  return token ? tokenDigest(token) : null
}

/** Whether a session's time is up: a cookie session lasts no longer than the token it was made from. */
export function hasExpired(claims: SessionClaims, now: number): boolean {
  return typeof claims.exp === "number" && claims.exp * 1000 <= now
}

/**
 * The key in an auth identity's `app_metadata` that names its current generation of sessions. Medusa
 * copies `app_metadata` into every token it issues, so a token carries the generation it was issued in;
 * a new password starts a new generation, and tokens of an older one are refused.
 */
export const SESSION_GENERATION_KEY = "session_generation"

export function sessionGeneration(appMetadata: Record<string, unknown> | null | undefined): string | null {
  const generation = appMetadata?.[SESSION_GENERATION_KEY]
  return typeof generation === "string" ? generation : null
}

/** Whether a token of `claims` belongs to the identity's current generation of sessions. */
export function isCurrentGeneration(claims: SessionClaims, identityAppMetadata: Record<string, unknown> | null | undefined): boolean {
  return sessionGeneration(claims.app_metadata) === sessionGeneration(identityAppMetadata)
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = authorization?.match(/^\s*bearer\s+(\S+)\s*$/i)
  return match ? match[1] : null
}

/**
 * What an ended session is recorded by: a digest of the token's signed part (header and claims). Not
 * of the whole token, since a signature's last base64url character can often be changed without
 * changing the bytes it decodes to: the same token, spelled otherwise, would pass a digest of it all.
 */
export function tokenDigest(token: string): string {
  const signedPart = token.split(".").slice(0, 2).join(".")
  return crypto.createHash("sha256").update(signedPart).digest("hex")
}

/** When a token of these claims expires (Medusa's tokens always say); a day from now if it does not. */
export function tokenExpiry(claims: SessionClaims, now: number): Date {
  return new Date(typeof claims.exp === "number" ? claims.exp * 1000 : now + 24 * 60 * 60 * 1000)
}

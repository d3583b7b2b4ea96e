type Claims = { iat?: number; exp?: number; actor_id?: string; entity_id?: string }

/** The claims of a token the back end issued. Read, not verified: only the back end verifies tokens. */
function readClaims(token: string): Claims | null {
  const payload = token.split(".")[1]
  if (!payload) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))
    return claims && typeof claims === "object" ? (claims as Claims) : null
  } catch {
    return null
  }
}

/** Seconds until the token expires (0 when it has, or says nothing readable about it). */
export function secondsUntilExpiry(token: string, nowMs: number): number {
  const exp = readClaims(token)?.exp
  return typeof exp === "number" ? Math.max(0, Math.floor(exp - nowMs / 1000)) : 0
}

/**
 * The customer a token speaks for. Empty for a token of a sign-in identity that has no customer yet: one
 * whose registration stopped between creating the identity and creating the customer.
 */
export function tokenCustomerId(token: string): string | null {
  const actorId = readClaims(token)?.actor_id
  return typeof actorId === "string" && actorId ? actorId : null
}

/** The email a password-reset token was issued for (its `entity_id`), or null when it names none. */
export function resetTokenEmail(token: string): string | null {
  const email = readClaims(token)?.entity_id
  return typeof email === "string" && email ? email : null
}

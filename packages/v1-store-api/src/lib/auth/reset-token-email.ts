/**
 * The email a password-reset token was issued for (its `entity_id` claim), read without checking the
 * token: only to tell a reset sent with another email from a real one before the token is checked (and
 * used up). Null when the token is no JWT or names none.
 */
export function resetTokenEmail(token: string): string | null {
  const claims = token.split(".")[1]
  if (!claims) return null
  try {
    const entity = (JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { entity_id?: unknown }).entity_id
    return typeof entity === "string" ? entity : null
  } catch {
    return null
  }
}

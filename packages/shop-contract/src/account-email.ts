/**
 * The email a sign-in names as the account is keyed: trimmed and lower-cased, the same however it is typed.
 * Here because the back end's throttles and lookups and the v1 plugin's account routes key an account alike.
 */
export function accountEmail(email: unknown): string | null {
  if (typeof email !== "string") return null
  return email.trim().toLowerCase() || null
}

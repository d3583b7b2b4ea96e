/**
 * The customer's session lives in two cookies that the storefront's server sets (lib/server/session.ts):
 * the back end's token, HttpOnly so that no page script can read it, and a flag that only says a session
 * exists, so the page knows whether to ask who the customer is. The flag carries no secret.
 */
export const SESSION_COOKIE = "leafline_session"
export const SIGNED_IN_COOKIE = "leafline_signed_in"

/** True when a `document.cookie`-style string holds the signed-in flag. */
export function hasSignedInFlag(cookieString: string): boolean {
  return cookieString.split(";").some((pair) => pair.trim().startsWith(`${SIGNED_IN_COOKIE}=`))
}

import "server-only"
import type { NextResponse } from "next/server"
import { storefrontUrl } from "./storefront-url"
import { secondsUntilExpiry } from "@lib/util/jwt-claims"
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from "@lib/util/session-cookies"

// Lax: the cookie goes with a shopper's own navigation and same-site calls, never with another site's
// form or script posting to the shop.
const cookieOptions = { sameSite: "lax" as const, secure: storefrontUrl.startsWith("https://"), path: "/" }

/** Starts the customer's session on a response: the token, unreadable by scripts, lasts as long as it is valid. */
export function startSession(response: NextResponse, token: string): NextResponse {
  const maxAge = secondsUntilExpiry(token, Date.now())
  response.cookies.set(SESSION_COOKIE, token, { ...cookieOptions, httpOnly: true, maxAge })
  response.cookies.set(SIGNED_IN_COOKIE, "1", { ...cookieOptions, httpOnly: false, maxAge })
  return response
}

export function endSession(response: NextResponse): NextResponse {
  response.cookies.set(SESSION_COOKIE, "", { ...cookieOptions, httpOnly: true, maxAge: 0 })
  response.cookies.set(SIGNED_IN_COOKIE, "", { ...cookieOptions, httpOnly: false, maxAge: 0 })
  return response
}

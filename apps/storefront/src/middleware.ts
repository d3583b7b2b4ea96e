import { type NextRequest, NextResponse } from "next/server"
import { publicBackendUrl } from "@lib/backend-address"
import { contentSecurityPolicy } from "@lib/util/content-security-policy"
import { loginHref, requiresSession } from "@lib/util/login-view"
import { SESSION_COOKIE } from "@lib/util/session-cookies"

// The policy names the back end, whose address is known at run time only (next.config's headers are
// fixed at build time); the headers that name nothing are in next.config.mjs, for every response.
const policy = contentSecurityPolicy({ backendUrl: publicBackendUrl(), dev: process.env.NODE_ENV === "development" })

/**
 * Sends a visitor without a session from an account page to the login page, which returns them there; sets
 * the Content-Security-Policy on pages and changes nothing else, so cached pages stay cached.
 */
export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (requiresSession(pathname) && !request.cookies.has(SESSION_COOKIE)) {
    return NextResponse.redirect(new URL(loginHref("sign-in", pathname + search), request.url))
  }
  const response = NextResponse.next()
  response.headers.set("Content-Security-Policy", policy)
  return response
}

export const config = {
  runtime: "nodejs",
  // Pages only: build assets, images, text files and the JSON routes (store/, auth/) carry no policy of their own.
  matcher: ["/((?!_next/static|_next/image|store/|auth/|.*\\.(?:svg|png|jpe?g|webp|avif|ico|txt|xml|webmanifest)$).*)"],
}

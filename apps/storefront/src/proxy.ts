import { type NextRequest, NextResponse } from "next/server"
import { publicBackendUrl } from "@lib/backend/server"
import { keptPageHeaders } from "@lib/cache/page-tags"
import { DEFAULT_COUNTRY } from "@lib/default-country"
import { soldCountries } from "@lib/routing/sold-countries"
import { internalPagePath, pageCountry } from "@lib/util/catalogue-routes"
import { contentSecurityPolicy } from "@lib/util/content-security-policy"
import { COUNTRY_COOKIE } from "@lib/util/local-state"
import { loginHref, requiresSession } from "@lib/util/login-view"
import { SESSION_COOKIE } from "@lib/util/session-cookies"

// The policy names the back end, whose address is known at run time only (next.config's headers are
// fixed at build time); the headers that name nothing are in next.config.mjs, for every response.
const policy = contentSecurityPolicy({ backendUrl: publicBackendUrl(), dev: process.env.NODE_ENV === "development" })

// Which storefront instance behind the balancer answered a page (scripts/lib/cluster-primary.mjs numbers them).
const servedBy = process.env.LEAFLINE_INSTANCE ? `storefront-${process.env.LEAFLINE_INSTANCE}` : null

/**
 * Sends a visitor without a session from an account page to the login page, which returns them there.
 * Serves every page from the internal route of the shopper's country (see lib/util/catalogue-routes.ts):
 * the cookie is read here, once, so that the page cache in front (varnish/leafline.vcl) can keep one copy
 * of a catalogue page per country. Sets the Content-Security-Policy, the Cache-Control of pages and, on
 * the pages that cache may keep, their cache tags.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl
  if (requiresSession(pathname) && !request.cookies.has(SESSION_COOKIE)) {
    return NextResponse.redirect(new URL(loginHref("sign-in", pathname + search), request.url))
  }
  const country = pageCountry(request.cookies.get(COUNTRY_COOKIE)?.value, await soldCountries(), DEFAULT_COUNTRY)
  const response = NextResponse.rewrite(new URL(internalPagePath(pathname, searchParams, country), request.url))
  response.headers.set("Content-Security-Policy", policy)
  for (const [name, value] of Object.entries(keptPageHeaders(pathname) ?? {})) response.headers.set(name, value)
  // Browsers keep no copy: it would miss a staff edit. The page cache keeps its own, one per country, of the
  // pages marked above.
  response.headers.set("Cache-Control", "private, no-cache")
  if (servedBy) response.headers.set("X-Served-By", servedBy)
  return response
}

export const config = {
  // Pages only: build assets, images, text files and the JSON routes (store/, auth/) carry no
  // policy of their own and have no country.
  matcher: ["/((?!_next/static|_next/image|store/|auth/|.*\\.(?:svg|png|jpe?g|webp|avif|ico|txt|xml|webmanifest)$).*)"],
}

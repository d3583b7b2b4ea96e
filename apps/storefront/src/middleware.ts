import { type NextRequest, NextResponse } from "next/server"
import { publicBackendUrl } from "@lib/backend/server"
import { DEFAULT_COUNTRY } from "@lib/default-country"
import { soldCountries } from "@lib/routing/sold-countries"
import { internalPagePath, pageCountry } from "@lib/util/catalogue-routes"
import { keptPageHeaders } from "@lib/cache/page-tags"
import { admitRender, isCached } from "@lib/server/render-admission"
import { RENDERER_SECRET_HEADER, isFromStorefront, isRenderer, rendererUrl, vouchedHeaders } from "@lib/server/renderer"
import { contentSecurityPolicy } from "@lib/util/content-security-policy"
import { COUNTRY_COOKIE } from "@lib/util/local-state"
import { loginHref, requiresSession } from "@lib/util/login-view"
import { SESSION_COOKIE } from "@lib/util/session-cookies"

// The policy names the back end, whose address is known at run time only (next.config's headers are
// fixed at build time); the headers that name nothing are in next.config.mjs, for every response.
const policy = contentSecurityPolicy({ backendUrl: publicBackendUrl(), dev: process.env.NODE_ENV === "development" })

// Which storefront instance behind the balancer answered a page (scripts/lib/cluster-primary.mjs numbers them),
// or that the renderer made it.
const servedBy = isRenderer ? "storefront-renderer" : process.env.LEAFLINE_INSTANCE ? `storefront-${process.env.LEAFLINE_INSTANCE}` : null

/**
 * Sends a visitor without a session from an account page to the login page, which returns them there.
 * Serves every page from the internal route of the shopper's country (see lib/util/catalogue-routes.ts):
 * the cookie is read here, once, so the pages themselves can be cached per country. Sets the
 * Content-Security-Policy and the Cache-Control of pages.
 */
export async function middleware(request: NextRequest) {
  // The renderer is handed the internal paths of the pages the storefront has admitted.
  if (isRenderer) {
    return isFromStorefront(request.headers.get(RENDERER_SECRET_HEADER))
      ? withPageHeaders(NextResponse.next())
      : NextResponse.json({ message: "This is the storefront's renderer: ask the storefront for pages." }, { status: 403 })
  }
  const { pathname, search, searchParams } = request.nextUrl
  if (requiresSession(pathname) && !request.cookies.has(SESSION_COOKIE)) {
    return NextResponse.redirect(new URL(loginHref("sign-in", pathname + search), request.url))
  }
  const country = pageCountry(request.cookies.get(COUNTRY_COOKIE)?.value, await soldCountries(), DEFAULT_COUNTRY)
  const pagePath = internalPagePath(pathname, searchParams, country)
  // A page not in the cache costs a render: renders wait their turn, and a client that asks for too many is
  // refused. With a renderer, the render is its.
  if (!isCached(pagePath)) {
    const refusal = await admitRender(request.headers)
    if (refusal) return withPageHeaders(refusal)
    if (rendererUrl) {
      return withPageHeaders(
        NextResponse.rewrite(new URL(pagePath, rendererUrl), { request: { headers: vouchedHeaders(request.headers) } }),
        pathname,
      )
    }
  }
  return withPageHeaders(NextResponse.rewrite(new URL(pagePath, request.url)), pathname)
}

function withPageHeaders(response: NextResponse, pathname?: string): NextResponse {
  response.headers.set("Content-Security-Policy", policy)
  if (response.status === 429) return response
  // A catalogue page names its cache tags for the page cache in front (Varnish), which may keep it until
  // the back end purges them.
  for (const [name, value] of Object.entries((pathname && keptPageHeaders(pathname)) || {})) response.headers.set(name, value)
  // Browsers keep no copy: it would miss a staff edit. The page cache keeps its own, one per country
  // (varnish/leafline.vcl), of the pages marked above.
  response.headers.set("Cache-Control", "private, no-cache")
  if (servedBy) response.headers.set("X-Served-By", servedBy)
  return response
}

export const config = {
  runtime: "nodejs",
  // Pages only: build assets, images, text files and the JSON routes (store/, auth/, revalidate) carry no
  // policy of their own and have no country.
  matcher: ["/((?!_next/static|_next/image|store/|auth/|revalidate$|page-cache$|.*\\.(?:svg|png|jpe?g|webp|avif|ico|txt|xml|webmanifest)$).*)"],
}

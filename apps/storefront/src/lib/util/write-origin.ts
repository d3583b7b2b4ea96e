/**
 * Which state-changing requests the shop's JSON routes (app/store, app/auth) take. A browser names the
 * page that sent a request in `Origin` (and, in current browsers, `Sec-Fetch-Site`); a page of another
 * origin, even a sibling on the same site (another port, another subdomain), whose cookies the browser
 * would send along, is refused. A request with neither header comes from no browser page, so it carries
 * no shopper's cookies but its own sender's. Bodies are JSON only: a plain HTML form cannot send JSON.
 */

export type WriteRefusal = { status: 403 | 415; message: string }

export interface WriteRequest {
  method: string
  origin: string | null
  secFetchSite: string | null
  /** The Host the request was sent to: a page of the shop names it in its Origin. */
  host: string | null
  contentType: string | null
  hasBody: boolean
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

export function refusedWrite(request: WriteRequest, shopOrigin: string): WriteRefusal | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null
  if (!fromTheShop(request, shopOrigin)) {
    return { status: 403, message: "This request did not come from the shop's own pages, so it was refused." }
  }
  const type = request.contentType?.split(";")[0].trim().toLowerCase()
  if ((request.hasBody || type) && type !== "application/json") {
    return { status: 415, message: "Send the request body as application/json." }
  }
  return null
}

function fromTheShop({ origin, secFetchSite, host }: WriteRequest, shopOrigin: string): boolean {
  if (origin !== null) return origin === shopOrigin || (host !== null && hostOf(origin) === host.toLowerCase())
  if (secFetchSite !== null) return secFetchSite === "same-origin"
  return true
}

/** The host (with port) an Origin names, or null for an opaque one ("null") or garbage. */
function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin)
    return url.origin === origin ? url.host : null
  } catch {
    return null
  }
}

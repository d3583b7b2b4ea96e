/**
 * Which state-changing requests the shop's JSON routes (app/store, app/auth) take. A browser names the
 * page that sent a request in `Origin` (and, in current browsers, `Sec-Fetch-Site`); a page of another
 * origin, even a sibling on the same site (another port, another subdomain), whose cookies the browser
 * would send along, is refused. A request with neither header comes from no browser page, so it carries
 * no shopper's cookies but its own sender's. Bodies are JSON only: a plain HTML form cannot send JSON. The
 * rule itself is the shared package's.
 */
import { type WriteRefusal, type WriteRequest, refusedWrite } from "@leafline/shop-contract"

export interface ShopWriteRequest extends WriteRequest {
  /** The Host the request was sent to: a page of the shop names it in its Origin. */
  host: string | null
}

export function refusedShopWrite(request: ShopWriteRequest, shopOrigin: string): WriteRefusal | null {
  const host = request.host?.toLowerCase() ?? null
  return refusedWrite(request, {
    isShopOrigin: (origin) => origin === shopOrigin || (host !== null && hostOf(origin) === host),
    jsonOnly: true,
  })
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

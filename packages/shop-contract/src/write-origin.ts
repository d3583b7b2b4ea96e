/**
 * Which state-changing requests the shop takes, written once for the back end's APIs and the storefront's
 * JSON routes. A browser names the page that sent a request in `Origin` (and, in current browsers,
 * `Sec-Fetch-Site`): a page that is not the shop's, even a sibling on the same site (another port, another
 * subdomain) whose cookies the browser would send along, is refused. A request with neither header comes
 * from no browser page, so it carries no shopper's cookies but its own sender's. Where bodies are JSON only,
 * a plain HTML form cannot send one.
 */

export type WriteRefusal = { status: 403 | 415; message: string }

export interface WriteRequest {
  method: string
  origin: string | null
  secFetchSite: string | null
  contentType: string | null
  hasBody: boolean
}

export interface WritePolicy {
  /** Whether a page of this origin is one of the shop's. */
  isShopOrigin: (origin: string) => boolean
  /** Whether a body must be JSON. */
  jsonOnly: boolean
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

export const FOREIGN_WRITE_MESSAGE = "This request did not come from the shop's own pages, so it was refused."
export const JSON_ONLY_MESSAGE = "Send the request body as application/json."

export function refusedWrite(request: WriteRequest, policy: WritePolicy): WriteRefusal | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null
  if (!fromTheShop(request, policy)) return { status: 403, message: FOREIGN_WRITE_MESSAGE }
  const type = request.contentType?.split(";")[0].trim().toLowerCase()
  if (policy.jsonOnly && (request.hasBody || type) && type !== "application/json") {
    return { status: 415, message: JSON_ONLY_MESSAGE }
  }
  return null
}

function fromTheShop({ origin, secFetchSite }: WriteRequest, { isShopOrigin }: WritePolicy): boolean {
  if (origin !== null) return isShopOrigin(origin)
  if (secFetchSite !== null) return secFetchSite === "same-origin"
  return true
}

/**
 * Which state-changing requests the back end takes (see lib/http/refuse-foreign-writes.ts). A browser
 * names the page that sent a request in `Origin` (or at least `Sec-Fetch-Site`): a page that is not one
 * of the origins allowed for the area (its CORS origins: the storefront, the back office), even a
 * sibling on the same site whose cookies the browser would send along, is refused. A request with
 * neither header comes from no browser page. The store and auth APIs take JSON bodies only: an HTML form
 * cannot send JSON. The admin API keeps its multipart uploads.
 */

export type WriteRefusal = { status: 403 | 415; message: string }

export interface WriteRequest {
  method: string
  path: string
  origin: string | null
  secFetchSite: string | null
  contentType: string | null
  hasBody: boolean
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])
const JSON_ONLY_AREAS = ["/store", "/auth"]

export function refusedWrite(request: WriteRequest, allowedOrigins: readonly string[]): WriteRefusal | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null
  const fromAllowedPage =
    request.origin !== null
      ? allowedOrigins.includes(request.origin)
      : request.secFetchSite === null || request.secFetchSite === "same-origin"
  if (!fromAllowedPage) {
    return { status: 403, message: "This request did not come from the shop's own pages, so it was refused." }
  }
  const path = request.path.toLowerCase()
  const jsonOnly = JSON_ONLY_AREAS.some((area) => path === area || path.startsWith(`${area}/`))
  const type = request.contentType?.split(";")[0].trim().toLowerCase()
  if (jsonOnly && (request.hasBody || type) && type !== "application/json") {
    return { status: 415, message: "Send the request body as application/json." }
  }
  return null
}

/** The origins a CORS setting names (Medusa's comma-separated list), as browsers spell an Origin. */
export function originsOf(cors: string | undefined): string[] {
  return (cors ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        return new URL(entry).origin
      } catch {
        return entry
      }
    })
}

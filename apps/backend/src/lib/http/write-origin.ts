/**
 * Which state-changing requests the back end takes (see lib/http/refuse-foreign-writes.ts). A browser
 * names the page that sent a request in `Origin` (or at least `Sec-Fetch-Site`): a page that is not one
 * of the origins allowed for the area (its CORS origins: the storefront, the back office), even a
 * sibling on the same site whose cookies the browser would send along, is refused. A request with
 * neither header comes from no browser page. The store and auth APIs take JSON bodies only: an HTML form
 * cannot send JSON. The admin API keeps its multipart uploads. The rule itself is the shared package's.
 */
import { type WriteRefusal, type WriteRequest, refusedWrite } from "@leafline/shop-contract"

export interface BackendWriteRequest extends WriteRequest {
  path: string
}

// /v1/store: the v1 store API (the plugin packages/v1-store-api, with the rules of src/api/v1-store-rules), for clients built on Medusa v1.
const JSON_ONLY_AREAS = ["/store", "/v1/store", "/auth"]

export function refusedBackendWrite(request: BackendWriteRequest, allowedOrigins: readonly string[]): WriteRefusal | null {
  const path = request.path.toLowerCase()
  return refusedWrite(request, {
    isShopOrigin: (origin) => allowedOrigins.includes(origin),
    jsonOnly: JSON_ONLY_AREAS.some((area) => path === area || path.startsWith(`${area}/`)),
  })
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

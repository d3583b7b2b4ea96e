import "server-only"
import { sdk } from "@lib/config"

/** Catalogue data changes rarely: cache it for a minute in Next's data cache. */
const CATALOGUE_REVALIDATE_SECONDS = 60

export function fetchCatalogue<T>(path: string, query?: Record<string, unknown>): Promise<T> {
  return sdk.client.fetch<T>(path, {
    method: "GET",
    query,
    next: { revalidate: CATALOGUE_REVALIDATE_SECONDS },
    cache: "force-cache",
  })
}

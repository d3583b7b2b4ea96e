import "server-only"
import { CACHE_TAGS } from "@leafline/listing-contract"
import { sdk } from "@lib/config"

/**
 * Catalogue data stays in Next's data cache until the back end says it changed (`POST /revalidate` with
 * the fetch's tags); the hour is only a backstop for a change announced while the storefront was down.
 */
const CATALOGUE_BACKSTOP_SECONDS = 3600

export function fetchCatalogue<T>(path: string, query?: Record<string, unknown>, tags: string[] = []): Promise<T> {
  return sdk.client.fetch<T>(path, {
    method: "GET",
    query,
    next: { revalidate: CATALOGUE_BACKSTOP_SECONDS, tags: [CACHE_TAGS.catalogue, ...tags] },
    cache: "force-cache",
  })
}

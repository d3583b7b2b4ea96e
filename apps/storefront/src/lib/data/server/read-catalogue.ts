import "server-only"
import { cache } from "react"
import { CACHE_TAGS } from "@leafline/shop-contract"
import { type BackendQuery, backendRead } from "@lib/backend/server"

/**
 * Catalogue data stays in Next's data cache until the back end says it changed (`POST /revalidate` with
 * the fetch's tags); the hour is only a backstop for a change announced while the storefront was down.
 */
const CATALOGUE_BACKSTOP_SECONDS = 3600

type CatalogueRead = { path: string; query?: BackendQuery; tags: string[] }

/**
 * One read per render for each path, query and tags: the layout, the header, the page and its metadata ask for
 * the same regions or listing, and every read from the data cache builds a response and parses its JSON again.
 */
const readOnce = cache((key: string): Promise<unknown> => {
  const { path, query, tags } = JSON.parse(key) as CatalogueRead
  return backendRead(path, query, { tags: [CACHE_TAGS.catalogue, ...tags], revalidateSeconds: CATALOGUE_BACKSTOP_SECONDS })
})

/** A catalogue read (public, cached); a refusal throws the back end's BackendRefusal. */
export function readCatalogue<T>(path: string, query?: BackendQuery, tags: string[] = []): Promise<T> {
  return readOnce(JSON.stringify({ path, query, tags } satisfies CatalogueRead)) as Promise<T>
}

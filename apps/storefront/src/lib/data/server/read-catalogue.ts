import "server-only"
import { cache } from "react"
import { type BackendQuery, backendRead } from "@lib/backend/server"

/**
 * One read per render for each path and query: the layout, the header, the page and its metadata ask for
 * the same regions or listing. Nothing is kept across renders: the page cache in front keeps whole pages.
 */
const readOnce = cache((key: string): Promise<unknown> => {
  const { path, query } = JSON.parse(key) as { path: string; query?: BackendQuery }
  return backendRead(path, query)
})

/** A catalogue read (public); a refusal throws the back end's BackendRefusal. */
export function readCatalogue<T>(path: string, query?: BackendQuery): Promise<T> {
  return readOnce(JSON.stringify({ path, query })) as Promise<T>
}

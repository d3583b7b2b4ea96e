/**
 * What lib/server/page-cache.cjs shares through globalThis (Next loads it apart from the middleware and the
 * routes, so they share no module with it): whether a page is held, and a page the renderer offers.
 */
export interface PageCacheRegistry {
  holds(pagePath: string): boolean
  receive(key: string, entry: string): boolean
}

const REGISTRY = Symbol.for("leafline.page-cache")

/** The page cache's registry; undefined until Next has loaded the page cache. */
export const pageCacheRegistry = (): PageCacheRegistry | undefined => (globalThis as { [REGISTRY]?: PageCacheRegistry })[REGISTRY]

// The storefront's page and data cache: Next's own (kept in memory, least recently used first out; see
// next.config.mjs), except that a page answering 404 is not kept. A missing tea or tea house is rendered
// each time it is asked for; kept, a crawler or an attacker asking for random handles would fill the
// cache with copies of the 404 page and push the shop's real pages out of it.
// It also tells the middleware whether a page is in the cache (see lib/server/render-admission.ts).
// Plain CommonJS: Next.js requires the file named by `cacheHandler` as it is, at run time.
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default

/** Whether a cache entry is worth keeping: anything but a page that answered 404. */
function isKept(data) {
  return !(data && data.kind === "APP_PAGE" && data.status === 404)
}

/**
 * Next keys a page by its route and its path, decoded: `/route-cache/APP_PAGE/<route's sha256>/$/de/teas/x`.
 * The part before `$` names the route (the page file); the middleware knows only the path.
 */
const PAGE_KEY = /^(\/route-cache\/APP_PAGE\/[0-9a-f]+\/)\$/

/** The page path as Next writes it in its keys: each segment decoded. */
function keyPath(pagePath) {
  return pagePath
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join("/")
}

/** The key prefixes of the page routes cached so far: a handful, one per page file. */
const pageRoutes = new Set()

/** Whether a page is in the cache, by its internal path (`/de/listing/q%3Doolong`). */
function holds(cache, pagePath) {
  const path = keyPath(pagePath)
  for (const route of pageRoutes) if (cache.has(`${route}$${path}`)) return true
  return false
}

/** Where the middleware finds `holds` (it is bundled apart, so shares no module with this file). */
const REGISTRY = Symbol.for("leafline.page-cache")

class PageCache extends FileSystemCache {
  constructor(context) {
    super(context)
    globalThis[REGISTRY] = { holds: (pagePath) => (FileSystemCache.memoryCache ? holds(FileSystemCache.memoryCache, pagePath) : false) }
  }

  async set(key, data, context) {
    if (!isKept(data)) return
    const route = PAGE_KEY.exec(key)
    if (route) pageRoutes.add(route[1])
    return super.set(key, data, context)
  }
}

module.exports = PageCache
module.exports.isKept = isKept
module.exports.holds = holds
module.exports.pageRoutes = pageRoutes

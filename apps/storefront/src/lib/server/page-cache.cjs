// The storefront's page and data cache: Next's own (kept in memory, least recently used first out; see
// next.config.mjs), except that a page answering 404 is not kept. A missing tea or tea house is rendered
// each time it is asked for; kept, a crawler or an attacker asking for random handles would fill the
// cache with copies of the 404 page and push the shop's real pages out of it.
// It also tells the middleware whether a page is in the cache (see lib/server/render-admission.ts).
//
// With a renderer (lib/server/renderer.ts), the storefront hands it the pages it does not hold: the renderer
// offers a page back to the storefront when it is asked for it again (from its own cache), or at once when it
// made it again after a revalidation, and the storefront keeps it (`receive`, through app/page-cache/route.ts);
// the storefront passes each revalidation on to the renderer (lib/server/page-cache-sibling.cjs).
//
// With REDIS_URL, the storefront's instances share it (lib/server/page-cache-redis.cjs). Each keeps its own
// memory first: a page it holds is served without asking Redis. What it does not hold it looks for in the
// cache's Redis (CACHE_REDIS_URL; kept in its memory once found); what it renders it also stores there; and the
// tags it is told to revalidate it records in REDIS_URL's and announces to the others, whose own entries of
// those tags are then stale (Next's tag manifest, which its cache checks every entry against). An entry read
// from Redis is checked against the same tag times before it is used. Without CACHE_REDIS_URL the instances
// share their revalidations only: pages never go into the queues' Redis, which must not fill.
// Plain CommonJS: Next.js requires the file named by `cacheHandler` as it is, at run time.
const { readFileSync } = require("node:fs")
const { join } = require("node:path")
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external")
const { SharedCacheControls } = require("next/dist/server/lib/incremental-cache/shared-cache-controls.external")
const { decodeEntry, isStaleByTags } = require("./page-cache-entries.cjs")
const { offerPagesTo, forwardRevalidationsTo } = require("./page-cache-sibling.cjs")

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

/** Whether a kept entry was made before one of its tags was last revalidated (Next then renders it again). */
const isStale = (entry) => isStaleByTags(entry, undefined, (tag) => tagsManifest.get(tag))

/**
 * Whether a page is in the cache, by its internal path (`/de/listing/q%3Doolong`), and not made stale by a
 * revalidation. This instance's memory only: a page another instance stored in Redis counts as a render for
 * the middleware's admission until this instance has read it once (asking Redis from the middleware would
 * put it in every cached page's way).
 */
function holds(cache, pagePath) {
  const path = keyPath(pagePath)
  for (const route of pageRoutes) {
    const entry = cache.get(`${route}$${path}`)
    if (entry) return !isStale(entry)
  }
  return false
}

/**
 * Keeps a page entry made elsewhere (Redis, the renderer) as Next keeps one it rendered: the entry in memory,
 * its cacheControl beside it (keyed alike). Not a page that answered 404, one a revalidation has made stale
 * since, nor one older than the copy held. Whether it was kept.
 */
function adopt(key, entry) {
  const cache = FileSystemCache.memoryCache
  if (!cache || !isKept(entry.value) || isStale(entry)) return false
  const held = cache.get(key)
  if (held && held.lastModified >= entry.lastModified) return false
  if (entry.cacheControl) SharedCacheControls.cacheControls.set(key, entry.cacheControl)
  cache.set(key, { value: entry.value, lastModified: entry.lastModified })
  notePageRoute(key)
  return true
}

/** A page the renderer offers (app/page-cache/route.ts): its key and its entry as encodeEntry wrote it. */
function receive(key, text) {
  if (!PAGE_KEY.test(key)) return false
  const entry = decodeEntry(text)
  return !!entry && entry.value.kind === "APP_PAGE" && adopt(key, entry)
}

/** Where the middleware and the /page-cache route find `holds` and `receive` (lib/server/page-cache-registry.ts). */
const REGISTRY = Symbol.for("leafline.page-cache")

/**
 * The link to Redis, one per process (Next makes a handler per request): connected on the first request when
 * REDIS_URL is set (entries shared too with CACHE_REDIS_URL), null otherwise. Not in development (one
 * instance; a build id that outlives code edits) nor during `next build` (its prerenders belong to no running
 * build).
 */
let shared
function sharedCache(context) {
  if (shared !== undefined) return shared
  shared = null
  const url = process.env.REDIS_URL
  if (!url || context.dev || process.env.NEXT_PHASE === "phase-production-build") return shared
  let buildId
  try {
    buildId = readFileSync(join(context.serverDistDir, "..", "BUILD_ID"), "utf8").trim()
  } catch (error) {
    console.warn(`page cache: no build id (${error.message}); not shared through Redis`)
    return shared
  }
  const { connectSharedCache } = require("./page-cache-redis.cjs")
  const entriesUrl = process.env.CACHE_REDIS_URL || null
  if (!entriesUrl) console.info("page cache: CACHE_REDIS_URL unset: revalidations are shared through Redis, pages stay in each instance")
  shared = connectSharedCache({
    url,
    entriesUrl,
    buildId,
    backendUrl: process.env.MEDUSA_BACKEND_URL,
    publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY,
  })
  return shared
}

/**
 * The link to the renderer (on the storefront) or to the storefront (on the renderer), one per process;
 * null when the storefront renders its pages itself. The renderer signs its offers with the secret only the
 * two share; the storefront passes revalidations on with the secret the back end signed them with.
 */
let sibling
function siblingLink() {
  if (sibling !== undefined) return sibling
  sibling = null
  if (process.env.NEXT_PHASE === "phase-production-build") return sibling
  const { LEAFLINE_RENDERER_SECRET: rendererSecret, STOREFRONT_REVALIDATE_SECRET: revalidateSecret } = process.env
  if (process.env.LEAFLINE_STOREFRONT_ROLE === "renderer" && process.env.LEAFLINE_STOREFRONT_FRONT_URL) {
    if (rendererSecret) sibling = offerPagesTo({ storefrontUrl: process.env.LEAFLINE_STOREFRONT_FRONT_URL, secret: rendererSecret })
  } else if (process.env.LEAFLINE_RENDERER_URL && revalidateSecret) {
    sibling = forwardRevalidationsTo({ rendererUrl: process.env.LEAFLINE_RENDERER_URL, secret: revalidateSecret })
  }
  return sibling
}

/** On the renderer: offers the storefront the page held under `key` (only pages; fetches stay here). */
function offer(key) {
  const entry = sibling?.offer ? FileSystemCache.memoryCache?.get(key) : undefined
  if (entry?.value?.kind === "APP_PAGE" && isKept(entry.value)) sibling.offer(key, entry, SharedCacheControls.cacheControls.get(key))
}

class PageCache extends FileSystemCache {
  constructor(context) {
    super(context)
    this.shared = sharedCache(context)
    siblingLink()
  }

  async get(key, context) {
    const held = await super.get(key, context)
    // The storefront asked the renderer for this page again, as it does not hold it: offered now. Not when
    // the renderer first makes a page, which most new searches are asked for only once.
    if (held) offer(key)
    // A page held here (the hot path) never waits on Redis.
    if (held || !this.shared || !FileSystemCache.memoryCache) return held
    // Not held, or held but made stale by a tag: another instance may have rendered it since.
    const entry = await this.shared.read(key)
    if (!entry || isStaleByTags(entry, context, (tag) => tagsManifest.get(tag)) || !adopt(key, entry)) return null
    // Next's own checks, as for any entry it holds.
    return super.get(key, context)
  }

  async set(key, data, context) {
    if (!isKept(data)) return
    notePageRoute(key)
    const madeAgain = !!FileSystemCache.memoryCache?.has(key)
    await super.set(key, data, context)
    const entry = this.shared && data ? FileSystemCache.memoryCache?.get(key) : undefined
    if (entry) this.shared.write(key, entry, context?.cacheControl)
    // A page made again (a revalidation made the copy here stale) was asked for before: offered at once.
    if (data && madeAgain) offer(key)
  }

  async revalidateTag(...args) {
    const tags = typeof args[0] === "string" ? [args[0]] : args[0]
    const at = Date.now()
    await super.revalidateTag(...args)
    if (this.shared && tags?.length) await this.shared.revalidated(tags, at)
    if (sibling?.revalidated && tags?.length) await sibling.revalidated(tags)
  }
}

function notePageRoute(key) {
  const route = PAGE_KEY.exec(key)
  if (route) pageRoutes.add(route[1])
}

globalThis[REGISTRY] = {
  holds: (pagePath) => (FileSystemCache.memoryCache ? holds(FileSystemCache.memoryCache, pagePath) : false),
  receive: (key, text) => receive(key, text),
}

module.exports = PageCache
module.exports.isKept = isKept
module.exports.holds = holds
module.exports.pageRoutes = pageRoutes

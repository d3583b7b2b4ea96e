// Pure helpers of the shared page cache (lib/server/page-cache.cjs): how a cache entry is written to Redis and
// read back, whether an entry is stale by its tags, and how revalidation messages look. No I/O here.
// Plain CommonJS, like the cache handler that requires it.
const { createHash } = require("node:crypto")

/** Bumped whenever the stored shape changes: the key prefix carries it, so old entries are never read. */
const FORMAT = 1

/**
 * Markers of the values JSON has no shape for. Next's entries carry Buffers (an APP_PAGE's rscData, an
 * APP_ROUTE's body) and Maps (an APP_PAGE's segmentData, segment path -> Buffer). A plain object that happens
 * to own a marker key is wrapped in OBJECT, so no value is ever mistaken for another.
 */
const BYTES = "$bytes"
const MAP = "$map"
const OBJECT = "$object"
const MARKERS = [BYTES, MAP, OBJECT]

const isPlainObject = (value) => {
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** A JSON-safe copy of a value: Buffers (any Uint8Array) as base64, Maps as their pairs. */
function toJsonValue(value) {
  if (value === null || typeof value !== "object") {
    if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint") {
      throw new TypeError(`a cache entry cannot hold a ${typeof value}`)
    }
    return value
  }
  if (value instanceof Uint8Array) {
    return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") }
  }
  if (value instanceof Map) return { [MAP]: [...value].map(([key, item]) => [toJsonValue(key), toJsonValue(item)]) }
  if (Array.isArray(value)) return value.map(toJsonValue)
  // Anything else (a Set, a Date, a class instance) would not come back as it went: refuse it, and the entry
  // stays in this instance's memory only.
  if (!isPlainObject(value)) throw new TypeError(`a cache entry cannot hold a ${value.constructor?.name ?? "non-plain object"}`)
  const copy = {}
  for (const [key, item] of Object.entries(value)) if (item !== undefined) copy[key] = toJsonValue(item)
  return MARKERS.some((marker) => Object.hasOwn(value, marker)) ? { [OBJECT]: copy } : copy
}

/** The value toJsonValue was given (a Buffer for any Uint8Array). */
function fromJsonValue(value) {
  if (value === null || typeof value !== "object") return value
  if (Array.isArray(value)) return value.map(fromJsonValue)
  if (Object.hasOwn(value, BYTES)) return Buffer.from(value[BYTES], "base64")
  if (Object.hasOwn(value, MAP)) return new Map(value[MAP].map(([key, item]) => [fromJsonValue(key), fromJsonValue(item)]))
  const plain = Object.hasOwn(value, OBJECT) ? value[OBJECT] : value
  const copy = {}
  for (const [key, item] of Object.entries(plain)) copy[key] = fromJsonValue(item)
  return copy
}

/**
 * A cache entry as Next's memory cache holds it (`{ value, lastModified }`) as one string. lastModified goes
 * with it: it is when the page or fetch was made, which the tag times are compared with, wherever it is read.
 * So does a page's cacheControl (how long before it is revalidated, when it expires), which Next keeps beside
 * its cache, per process (SharedCacheControls), from the render that made it: without it another instance
 * would take the page as stale a second after reading it and render it again. Throws on a value it could not
 * give back as it is.
 */
function encodeEntry(entry, cacheControl) {
  return JSON.stringify({
    format: FORMAT,
    lastModified: entry.lastModified,
    cacheControl: cacheControl ? toJsonValue(cacheControl) : undefined,
    value: toJsonValue(entry.value),
  })
}

/** The entry encodeEntry wrote (`{ value, lastModified, cacheControl? }`), or null for anything else. */
function decodeEntry(text) {
  let parsed
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (!parsed || parsed.format !== FORMAT || typeof parsed.lastModified !== "number") return null
  const value = fromJsonValue(parsed.value)
  if (!value || typeof value !== "object" || typeof value.kind !== "string") return null
  const cacheControl = parsed.cacheControl && typeof parsed.cacheControl === "object" ? parsed.cacheControl : undefined
  return cacheControl ? { value, lastModified: parsed.lastModified, cacheControl } : { value, lastModified: parsed.lastModified }
}

/** Where Next writes the tags of a page (or route) it rendered: the entry's own header, comma-separated. */
const CACHE_TAGS_HEADER = "x-next-cache-tags"

/**
 * The tags an entry is checked against, as Next's FileSystemCache checks the entries it holds: a page's (or
 * route's) from its header, which lists its fetches' tags and its path's implicit ones; a fetch's from the
 * request for it (its own tags and the soft tags of the page asking).
 */
function entryTags(entry, ctx) {
  const value = entry && entry.value
  if (!value) return []
  if (value.kind === "APP_PAGE" || value.kind === "APP_ROUTE" || value.kind === "PAGES") {
    const header = value.headers && value.headers[CACHE_TAGS_HEADER]
    return typeof header === "string" && header ? header.split(",") : []
  }
  if (value.kind === "FETCH" && ctx && ctx.kind === "FETCH") return [...(ctx.tags || []), ...(ctx.softTags || [])]
  return []
}

/**
 * Whether a tag of the entry was revalidated when or after the entry was made (Next's own rule, `>=`).
 * `revalidatedAt(tag)` is the tag's last revalidation in ms, or undefined when it never was.
 */
function isStaleByTags(entry, ctx, revalidatedAt) {
  const madeAt = entry.lastModified || Date.now()
  return entryTags(entry, ctx).some((tag) => {
    const at = revalidatedAt(tag)
    return typeof at === "number" && at >= madeAt
  })
}

/** The message one instance publishes when it revalidates tags; every instance applies it. */
function revalidationMessage(tags, at) {
  return JSON.stringify({ tags, at })
}

/** A published revalidation, or null when the message is not one. */
function readRevalidationMessage(message) {
  let parsed
  try {
    parsed = JSON.parse(message)
  } catch {
    return null
  }
  if (!parsed || !Array.isArray(parsed.tags) || typeof parsed.at !== "number" || !Number.isFinite(parsed.at)) return null
  const tags = parsed.tags.filter((tag) => typeof tag === "string" && tag)
  return tags.length ? { tags, at: parsed.at } : null
}

/** The tag times Redis holds (HGETALL: tag -> ms as text), the unreadable ones left out. */
function readTagTimes(hash) {
  const times = new Map()
  for (const [tag, text] of Object.entries(hash || {})) {
    const at = Number(text)
    if (tag && Number.isFinite(at)) times.set(tag, at)
  }
  return times
}

/**
 * The Redis key names. Tag times and their channel belong to the shop (the back end and publishable key the
 * storefront serves), not to a build: a revalidation must reach the instances of the next build too while
 * both run. Entries belong to the shop and the build: a new build never serves an old build's pages, and a
 * second stack on the same Redis (the tests' data folder, the bench's) never serves this one's.
 */
function redisKeys({ buildId, backendUrl, publishableKey }) {
  const shop = createHash("sha256").update(`${backendUrl || ""}\n${publishableKey || ""}`).digest("hex").slice(0, 12)
  const base = `leafline:page-cache:v${FORMAT}:${shop}`
  return {
    entry: (key) => `${base}:${buildId}:entry:${key}`,
    tags: `${base}:tags`,
    channel: `${base}:revalidated`,
  }
}

module.exports = {
  encodeEntry,
  decodeEntry,
  entryTags,
  isStaleByTags,
  revalidationMessage,
  readRevalidationMessage,
  readTagTimes,
  redisKeys,
}

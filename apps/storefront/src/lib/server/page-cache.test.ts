import { describe, expect, it } from "vitest"
// @ts-expect-error: plain CommonJS, without types (Next.js requires it as it is)
import PageCache from "./page-cache.cjs"

const { isKept, holds, pageRoutes } = PageCache as {
  isKept(data: unknown): boolean
  holds(cache: { get(key: string): unknown }, pagePath: string): boolean
  pageRoutes: Set<string>
}

const LISTING_ROUTE = "/route-cache/APP_PAGE/673fecbe8ebdb621692e922102a03a3288dad482d05d12567878972c3ddcbe26/"

describe("the page cache", () => {
  it("keeps pages and data, but not a page that answered 404", () => {
    expect(isKept({ kind: "APP_PAGE", html: "<p>", status: undefined })).toBe(true)
    expect(isKept({ kind: "APP_PAGE", html: "<p>", status: 200 })).toBe(true)
    expect(isKept({ kind: "FETCH", data: {} })).toBe(true)
    expect(isKept({ kind: "APP_PAGE", html: "<p>", status: 404 })).toBe(false)
  })

  it("finds a page by its internal path, its segments decoded as Next keys them", () => {
    pageRoutes.add(LISTING_ROUTE)
    const held = { lastModified: Date.now(), value: { kind: "APP_PAGE", headers: {} } }
    const cache = new Map([`${LISTING_ROUTE}$/de/listing/q=oolong+green%25`, `${LISTING_ROUTE}$/de/listing/all`].map((key) => [key, held]))
    expect(holds(cache, "/de/listing/all")).toBe(true)
    expect(holds(cache, `/de/listing/${encodeURIComponent("q=oolong+green%25")}`)).toBe(true)
    expect(holds(cache, "/de/listing/q%3Dsencha")).toBe(false)
    expect(holds(cache, "/at/listing/all")).toBe(false)
    expect(holds(cache, "/de/listing/%E0%A4%A")).toBe(false)
  })
})

// @ts-expect-error: plain CommonJS, without types
import * as redisLink from "./page-cache-redis.cjs"

type CacheControl = { revalidate: number | false; expire?: number }
type Entry = { value: Record<string, unknown> | null; lastModified: number; cacheControl?: CacheControl }
type Shared = { read(key: string): Promise<Entry | null>; write(key: string, entry: Entry, cacheControl?: CacheControl): void; revalidated(tags: string[], at: number): Promise<void> }
type Handler = {
  shared: Shared | null
  get(key: string, ctx: Record<string, unknown>): Promise<Entry | null>
  set(key: string, data: Record<string, unknown> | null, ctx: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[]): Promise<void>
}
const { noteRevalidated } = redisLink as { noteRevalidated(tag: string, at: number): void }
import { SharedCacheControls } from "next/dist/server/lib/incremental-cache/shared-cache-controls.external"
// Private in Next's types; the handler sets it as Next itself does after a render.
const cacheControls = (SharedCacheControls as unknown as { cacheControls: Map<string, CacheControl> }).cacheControls

/** A handler as Next makes one per request, with nothing on disk, and a stand-in for Redis. */
function handlerWith(stored: Map<string, Entry>) {
  const noFile = () => Promise.reject(Object.assign(new Error("ENOENT"), { code: "ENOENT" }))
  const fs = { existsSync: () => false, readFile: noFile, stat: noFile }
  const Cache = PageCache as unknown as new (ctx: Record<string, unknown>) => Handler
  const handler = new Cache({ fs, serverDistDir: "/nowhere/.next/server", revalidatedTags: [], maxMemoryCacheSize: 1024 * 1024, flushToDisk: false })
  const written: string[] = []
  const announced: Array<[string[], number]> = []
  handler.shared = {
    read: async (key) => stored.get(key) ?? null,
    write: (key, entry, cacheControl) => {
      written.push(key)
      stored.set(key, { ...entry, cacheControl })
    },
    revalidated: async (tags, at) => {
      announced.push([tags, at])
      for (const tag of tags) noteRevalidated(tag, at)
    },
  }
  return { handler, written, announced }
}

const pageEntry = (tags: string, lastModified: number): Entry => ({
  lastModified,
  value: { kind: "APP_PAGE", html: "<p>", rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": tags }, status: 200 },
})

describe("the page cache shared through Redis", () => {
  const pageContext = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false }

  it("serves a page another instance stored, with its cacheControl, and holds it from then on", async () => {
    const key = `${LISTING_ROUTE}$/de/listing/shared-${Date.now()}`
    const { handler } = handlerWith(new Map([[key, { ...pageEntry("unit-a", Date.now()), cacheControl: { revalidate: 3600 } }]]))
    const got = await handler.get(key, pageContext)
    expect(got?.value?.html).toBe("<p>")
    expect(got).not.toHaveProperty("cacheControl")
    expect(cacheControls.get(key)).toEqual({ revalidate: 3600 })
    expect((globalThis as Record<symbol, { holds(path: string): boolean }>)[Symbol.for("leafline.page-cache")].holds(key.split("$")[1])).toBe(true)
  })

  it("refuses an entry from Redis whose tag was revalidated after it was made", async () => {
    const key = `${LISTING_ROUTE}$/de/listing/stale-${Date.now()}`
    const { handler } = handlerWith(new Map([[key, pageEntry("unit-b", Date.now() - 1000)]]))
    noteRevalidated("unit-b", Date.now())
    expect(await handler.get(key, pageContext)).toBeNull()
  })

  it("stores what it renders with its cacheControl, but not a 404 page", async () => {
    const stored = new Map<string, Entry>()
    const { handler, written } = handlerWith(stored)
    const key = `${LISTING_ROUTE}$/de/listing/new-${Date.now()}`
    const cacheControl = { revalidate: 3600, expire: undefined }
    await handler.set(key, { kind: "APP_PAGE", html: "<p>", headers: {}, status: 200 }, { ...pageContext, cacheControl })
    await handler.set(`${key}-missing`, { kind: "APP_PAGE", html: "<p>", headers: {}, status: 404 }, { ...pageContext, cacheControl })
    expect(written).toEqual([key])
    expect(stored.get(key)).toMatchObject({ value: { html: "<p>" }, cacheControl })
  })

  it("marks its own entries stale and announces the tags it revalidates, each time", async () => {
    const { handler, announced } = handlerWith(new Map())
    const key = `${LISTING_ROUTE}$/de/listing/revalidated-${Date.now()}`
    const fresh = () => ({ kind: "APP_PAGE", html: "<p>", headers: { "x-next-cache-tags": "unit-c" }, status: 200 })
    await handler.set(key, fresh(), pageContext)
    expect(await handler.get(key, pageContext)).not.toBeNull()
    await handler.revalidateTag(["unit-c"])
    expect(announced.map(([tags]) => tags)).toEqual([["unit-c"]])
    expect(await handler.get(key, pageContext)).toBeNull()
    // Rendered again, then revalidated a second time (Next's own handler records a tag's first time only).
    await new Promise((resolve) => setTimeout(resolve, 2))
    await handler.set(key, fresh(), pageContext)
    expect(await handler.get(key, pageContext)).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 2))
    await handler.revalidateTag("unit-c")
    expect(await handler.get(key, pageContext)).toBeNull()
  })
})

// @ts-expect-error: plain CommonJS, without types
import { encodeEntry } from "./page-cache-entries.cjs"

describe("the page cache with a renderer", () => {
  const registry = () => (globalThis as Record<symbol, { holds(path: string): boolean; receive(key: string, text: string): boolean }>)[Symbol.for("leafline.page-cache")]
  const offered = (entry: Entry, cacheControl?: CacheControl) => encodeEntry(entry, cacheControl) as string
  const pathOf = (key: string) => key.split("$")[1]

  it("keeps a page the renderer offers, with its cacheControl, and holds it from then on", () => {
    handlerWith(new Map())
    const key = `${LISTING_ROUTE}$/de/listing/offered-${Date.now()}`
    expect(registry().holds(pathOf(key))).toBe(false)
    expect(registry().receive(key, offered(pageEntry("unit-d", Date.now()), { revalidate: 3600 }))).toBe(true)
    expect(registry().holds(pathOf(key))).toBe(true)
    expect(cacheControls.get(key)).toEqual({ revalidate: 3600 })
  })

  it("refuses an offered page a revalidation has made stale since, or older than the copy it holds", () => {
    handlerWith(new Map())
    const made = Date.now() - 1000
    const stale = `${LISTING_ROUTE}$/de/listing/offered-stale-${Date.now()}`
    noteRevalidated("unit-e", Date.now())
    expect(registry().receive(stale, offered(pageEntry("unit-e", made)))).toBe(false)
    const held = `${LISTING_ROUTE}$/de/listing/offered-twice-${Date.now()}`
    expect(registry().receive(held, offered(pageEntry("unit-f", made + 10)))).toBe(true)
    expect(registry().receive(held, offered(pageEntry("unit-f", made)))).toBe(false)
  })

  it("refuses anything but a page: a 404 page, a fetch, another key, an entry it cannot read", () => {
    handlerWith(new Map())
    const key = `${LISTING_ROUTE}$/de/listing/offered-odd-${Date.now()}`
    const missing = pageEntry("unit-g", Date.now())
    missing.value = { ...missing.value, status: 404 }
    expect(registry().receive(key, offered(missing))).toBe(false)
    expect(registry().receive(key, offered({ lastModified: Date.now(), value: { kind: "FETCH", data: {} } }))).toBe(false)
    expect(registry().receive("some-fetch-key", offered(pageEntry("unit-g", Date.now())))).toBe(false)
    expect(registry().receive(key, "not json")).toBe(false)
    expect(registry().holds(pathOf(key))).toBe(false)
  })

  it("no longer holds a page once a revalidation has made it stale, so the renderer makes it again", () => {
    handlerWith(new Map())
    const key = `${LISTING_ROUTE}$/de/listing/held-then-stale-${Date.now()}`
    expect(registry().receive(key, offered(pageEntry("unit-h", Date.now() - 10)))).toBe(true)
    expect(registry().holds(pathOf(key))).toBe(true)
    noteRevalidated("unit-h", Date.now())
    expect(registry().holds(pathOf(key))).toBe(false)
  })
})

import { describe, expect, it } from "vitest"
// @ts-expect-error: plain CommonJS, without types (required by the cache handler Next.js loads as it is)
import * as entries from "./page-cache-entries.cjs"

type Entry = { value: Record<string, unknown> | null; lastModified: number; cacheControl?: { revalidate: number | false; expire?: number } }
type Context = { kind: string; tags?: string[]; softTags?: string[] }
const {
  encodeEntry,
  decodeEntry,
  entryTags,
  isStaleByTags,
  revalidationMessage,
  readRevalidationMessage,
  readTagTimes,
  redisKeys,
} = entries as {
  encodeEntry(entry: Entry, cacheControl?: Entry["cacheControl"]): string
  decodeEntry(text: string): Entry | null
  entryTags(entry: Entry, ctx: Context): string[]
  isStaleByTags(entry: Entry, ctx: Context, revalidatedAt: (tag: string) => number | undefined): boolean
  revalidationMessage(tags: string[], at: number): string
  readRevalidationMessage(message: string): { tags: string[]; at: number } | null
  readTagTimes(hash: Record<string, string>): Map<string, number>
  redisKeys(shop: { buildId: string; backendUrl?: string; publishableKey?: string }): {
    entry(key: string): string
    tags: string
    channel: string
  }
}

const roundTrip = (entry: Entry) => decodeEntry(encodeEntry(entry))

/** An APP_PAGE entry as Next 15.5 stores it: HTML as text, the RSC payload and each segment's as bytes. */
const page = (lastModified: number, tags = "catalogue,listing,_N_T_/layout,_N_T_/de/listing/all"): Entry => ({
  lastModified,
  value: {
    kind: "APP_PAGE",
    html: "<!DOCTYPE html><html><body>Gyokuro — 玉露 €12.50</body></html>",
    rscData: Buffer.from([0, 1, 2, 0xfe, 0xff, 0x80, 10]),
    postponed: undefined,
    headers: { "x-next-cache-tags": tags, "x-custom": ["a", "b"] },
    status: 200,
    segmentData: new Map([
      ["/_tree", Buffer.from("tree \u00e9")],
      ["/_index", Buffer.alloc(0)],
    ]),
  },
})

describe("a cache entry written to Redis and read back", () => {
  it("keeps a page's bytes, its segments' Map, its headers and when it was made", () => {
    const entry = page(1_700_000_000_123)
    const read = roundTrip(entry)!
    expect(read).toEqual(entry)
    expect(Buffer.isBuffer(read.value!.rscData)).toBe(true)
    expect(read.value!.segmentData).toBeInstanceOf(Map)
    const segments = read.value!.segmentData as Map<string, Buffer>
    expect([...segments.keys()]).toEqual(["/_tree", "/_index"])
    expect(segments.get("/_tree")!.equals(Buffer.from("tree \u00e9"))).toBe(true)
    expect(segments.get("/_index")!.length).toBe(0)
    expect(read.lastModified).toBe(1_700_000_000_123)
    expect(read.cacheControl).toBeUndefined()
  })

  it("keeps the page's cacheControl beside it, which Next holds apart from the entry", () => {
    const entry = page(1)
    const read = decodeEntry(encodeEntry(entry, { revalidate: 3600, expire: undefined }))!
    expect(read).toEqual({ ...entry, cacheControl: { revalidate: 3600 } })
    expect(decodeEntry(encodeEntry(entry, { revalidate: false }))!.cacheControl).toEqual({ revalidate: false })
  })

  it("keeps a fetch's body and headers, and a route's body bytes", () => {
    const fetched: Entry = {
      lastModified: 5,
      value: {
        kind: "FETCH",
        data: { headers: { "content-type": "application/json" }, body: Buffer.from('{"a":1}').toString("base64"), status: 200, url: "http://b/store/x" },
        revalidate: 3600,
        tags: ["catalogue", "tea:gyokuro"],
      },
    }
    expect(roundTrip(fetched)).toEqual(fetched)
    const route: Entry = { lastModified: 6, value: { kind: "APP_ROUTE", body: Buffer.from("<xml/>"), headers: { "content-type": "application/xml" }, status: 200 } }
    const read = roundTrip(route)!
    expect(Buffer.isBuffer(read.value!.body)).toBe(true)
    expect(read).toEqual(route)
  })

  it("gives a Uint8Array back as bytes, and never mistakes a plain object for a marker", () => {
    const entry: Entry = {
      lastModified: 1,
      value: { kind: "FETCH", data: { raw: new Uint8Array([1, 2, 3]).subarray(1), tricky: { $bytes: "AAA=", $map: [[1, 2]] }, list: [new Map([[1, "x"]]), null] } },
    }
    const read = roundTrip(entry)!
    const data = read.value!.data as Record<string, unknown>
    expect([...(data.raw as Buffer)]).toEqual([2, 3])
    expect(data.tricky).toEqual({ $bytes: "AAA=", $map: [[1, 2]] })
    expect(data.list).toEqual([new Map([[1, "x"]]), null])
  })

  it("refuses what would not come back as it went, rather than store it changed", () => {
    expect(() => encodeEntry({ lastModified: 1, value: { kind: "FETCH", data: new Set([1]) } })).toThrow(TypeError)
    expect(() => encodeEntry({ lastModified: 1, value: { kind: "FETCH", data: new Date() } })).toThrow(TypeError)
    expect(() => encodeEntry({ lastModified: 1, value: { kind: "FETCH", data: () => 1 } })).toThrow(TypeError)
  })

  it("reads nothing from a damaged string or another format", () => {
    expect(decodeEntry("{not json")).toBeNull()
    expect(decodeEntry(JSON.stringify({ format: 99, lastModified: 1, value: { kind: "FETCH" } }))).toBeNull()
    expect(decodeEntry(JSON.stringify({ format: 1, value: { kind: "FETCH" } }))).toBeNull()
    expect(decodeEntry(JSON.stringify({ format: 1, lastModified: 1, value: null }))).toBeNull()
  })
})

describe("whether an entry is stale by its tags", () => {
  const times = new Map([
    ["listing", 1_000],
    ["tea:gyokuro", 2_000],
  ])
  const revalidatedAt = (tag: string) => times.get(tag)
  const pageContext = { kind: "APP_PAGE" }

  it("reads a page's tags from its header, a fetch's from the request (its tags and the page's soft tags)", () => {
    expect(entryTags(page(1), pageContext)).toEqual(["catalogue", "listing", "_N_T_/layout", "_N_T_/de/listing/all"])
    const fetched: Entry = { lastModified: 1, value: { kind: "FETCH", data: {}, tags: ["ignored"] } }
    expect(entryTags(fetched, { kind: "FETCH", tags: ["catalogue"], softTags: ["_N_T_/layout"] })).toEqual(["catalogue", "_N_T_/layout"])
    expect(entryTags(page(1, ""), pageContext)).toEqual([])
  })

  it("is stale when a tag was revalidated when or after it was made, as Next decides", () => {
    expect(isStaleByTags(page(999), pageContext, revalidatedAt)).toBe(true)
    expect(isStaleByTags(page(1_000), pageContext, revalidatedAt)).toBe(true)
    expect(isStaleByTags(page(1_001), pageContext, revalidatedAt)).toBe(false)
    expect(isStaleByTags(page(1, "catalogue,tea:sencha"), pageContext, revalidatedAt)).toBe(false)
    const fetched: Entry = { lastModified: 1_500, value: { kind: "FETCH", data: {} } }
    expect(isStaleByTags(fetched, { kind: "FETCH", tags: ["catalogue", "tea:gyokuro"] }, revalidatedAt)).toBe(true)
    expect(isStaleByTags(fetched, { kind: "FETCH", tags: ["catalogue"], softTags: ["listing"] }, revalidatedAt)).toBe(false)
    expect(isStaleByTags(fetched, { kind: "FETCH", softTags: ["tea:gyokuro"] }, revalidatedAt)).toBe(true)
  })
})

describe("revalidations and keys in Redis", () => {
  it("reads back the message an instance publishes, and nothing from another", () => {
    expect(readRevalidationMessage(revalidationMessage(["tea:gyokuro", "listing"], 1234))).toEqual({ tags: ["tea:gyokuro", "listing"], at: 1234 })
    expect(readRevalidationMessage("nope")).toBeNull()
    expect(readRevalidationMessage(JSON.stringify({ tags: [], at: 1 }))).toBeNull()
    expect(readRevalidationMessage(JSON.stringify({ tags: ["a"], at: "1" }))).toBeNull()
    expect(readRevalidationMessage(JSON.stringify({ tags: ["a", 3, ""], at: 7 }))).toEqual({ tags: ["a"], at: 7 })
  })

  it("reads the tag times Redis holds as numbers, leaving out what is not one", () => {
    expect(readTagTimes({ listing: "1700000000000", bad: "x" })).toEqual(new Map([["listing", 1_700_000_000_000]]))
    expect(readTagTimes({})).toEqual(new Map())
  })

  it("keys entries by shop and build, tag times by shop only", () => {
    const shop = { backendUrl: "http://localhost:9000", publishableKey: "pk_1" }
    const one = redisKeys({ ...shop, buildId: "build-a" })
    const next = redisKeys({ ...shop, buildId: "build-b" })
    const other = redisKeys({ backendUrl: "http://localhost:9100", publishableKey: "pk_2", buildId: "build-a" })
    const key = "/route-cache/APP_PAGE/abc/$/de/listing/all"
    expect(one.entry(key)).toContain("build-a")
    expect(one.entry(key).endsWith(key)).toBe(true)
    expect(one.entry(key)).not.toBe(next.entry(key))
    expect(one.tags).toBe(next.tags)
    expect(one.channel).toBe(next.channel)
    expect(other.entry(key)).not.toBe(one.entry(key))
    expect(other.tags).not.toBe(one.tags)
  })
})

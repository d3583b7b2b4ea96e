import { afterEach, describe, expect, it } from "vitest"
// @ts-expect-error: plain CommonJS, without types (required by the cache handler Next.js loads as it is)
import * as redisLink from "./page-cache-redis.cjs"
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external"

type Entry = { value: Record<string, unknown>; lastModified: number }
type SharedCache = {
  read(key: string): Promise<Entry | null>
  write(key: string, entry: Entry): void
  revalidated(tags: string[], at: number): Promise<void>
  disconnect(): void
}
const { connectSharedCache, noteRevalidated } = redisLink as {
  connectSharedCache(options: { url: string; entriesUrl?: string; buildId: string; log: Pick<Console, "warn" | "info"> }): SharedCache
  noteRevalidated(tag: string, at: number): void
}

describe("a tag's revalidation time", () => {
  it("keeps the later of two, so a late message never makes a tag look fresher", () => {
    noteRevalidated("unit-redis-a", 2_000)
    noteRevalidated("unit-redis-a", 1_000)
    expect(tagsManifest.get("unit-redis-a")).toBe(2_000)
    noteRevalidated("unit-redis-a", 3_000)
    expect(tagsManifest.get("unit-redis-a")).toBe(3_000)
  })
})

describe("the page cache with Redis unreachable", () => {
  let shared: SharedCache | undefined
  afterEach(() => shared?.disconnect())

  it("answers misses at once, revalidates locally, and logs each Redis's outage once", async () => {
    const lines: string[] = []
    const log = { warn: (line: string) => lines.push(line), info: (line: string) => lines.push(line) }
    // Nothing listens on ports 1 and 2: every connection attempt is refused, again and again.
    shared = connectSharedCache({ url: "redis://127.0.0.1:1", entriesUrl: "redis://127.0.0.1:2", buildId: "unit", log })
    await new Promise((resolve) => setTimeout(resolve, 400))
    const started = Date.now()
    expect(await shared.read("/route-cache/APP_PAGE/abc/$/de/listing/all")).toBeNull()
    shared.write("/route-cache/APP_PAGE/abc/$/de/listing/all", { value: { kind: "APP_PAGE", html: "<p>" }, lastModified: 1 })
    await shared.revalidated(["unit-redis-b"], 5_000)
    expect(Date.now() - started).toBeLessThan(50)
    expect(tagsManifest.get("unit-redis-b")).toBe(5_000)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(lines.sort()).toHaveLength(2)
    expect(lines[0]).toMatch(/^page cache: Redis unavailable \(.*ECONNREFUSED.*:1\)/)
    expect(lines[1]).toMatch(/^page cache: the cache's Redis unavailable \(.*ECONNREFUSED.*:2\)/)
  })
})

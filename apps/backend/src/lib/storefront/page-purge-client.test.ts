import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createPagePurgeClient, purgeBatches } from "./page-purge-client"

interface Received {
  method?: string
  url?: string
  authorization?: string
  xkeyPurge?: string
}

/** A stand-in for a page cache (Varnish's purge, varnish/leafline.vcl), answering each call with the next status given. */
let server: http.Server
let received: Received[]
let statuses: number[]
let baseUrl: string

beforeEach(async () => {
  received = []
  statuses = []
  server = http.createServer((request, response) => {
    request.resume()
    request.on("end", () => {
      received.push({ method: request.method, url: request.url, authorization: request.headers.authorization, xkeyPurge: request.headers["xkey-purge"] as string })
      const status = statuses.shift() ?? 200
      if (status === 0) return request.socket.destroy()
      if (status === -1) return // never answers
      response.writeHead(status, { "content-type": "application/json" })
      response.end(JSON.stringify(status === 200 ? { purged: 1 } : { message: `refused with ${status}` }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function recordingLogger() {
  const lines: { level: "info" | "warn"; message: string }[] = []
  return {
    lines,
    info: (message: string) => void lines.push({ level: "info", message }),
    warn: (message: string) => void lines.push({ level: "warn", message }),
  }
}

function client(overrides: { secret?: string | undefined; pageCacheUrls?: string[]; timeoutMs?: number } = {}) {
  const logger = recordingLogger()
  const waits: number[] = []
  const pagePurge = createPagePurgeClient({
    pageCacheUrls: overrides.pageCacheUrls ?? [`${baseUrl}/`],
    secret: "secret" in overrides ? overrides.secret : "s3cret",
    logger,
    timeoutMs: overrides.timeoutMs ?? 1_000,
    sleep: async (ms) => void waits.push(ms),
  })
  return { pagePurge, logger, waits }
}

describe("createPagePurgeClient", () => {
  it("purges the tags once, de-duplicated, from each page cache, with the secret as a bearer token", async () => {
    const { pagePurge, logger, waits } = client({ pageCacheUrls: [baseUrl, `${baseUrl}/`] })
    await pagePurge.purge(["listing", "tea:sencha", "listing"])
    const purge = { method: "PURGE", url: "/", authorization: "Bearer s3cret", xkeyPurge: "listing tea:sencha" }
    expect(received).toEqual([purge, purge])
    expect(logger.lines).toEqual([])
    expect(waits).toEqual([])
  })

  it("makes no call without tags, nor without a page cache to tell", async () => {
    await client().pagePurge.purge([])
    await client({ pageCacheUrls: [] }).pagePurge.purge(["listing"])
    expect(received).toEqual([])
  })

  it("makes no call without a secret, and says so once", async () => {
    const { pagePurge, logger } = client({ secret: undefined })
    await pagePurge.purge(["listing"])
    await pagePurge.purge(["catalogue"])
    expect(received).toEqual([])
    expect(logger.lines).toHaveLength(1)
    expect(logger.lines[0]).toMatchObject({ level: "warn", message: expect.stringContaining("PAGE_CACHE_PURGE_SECRET") })
  })

  it("splits the tags so that each purge's header stays under Varnish's limit", async () => {
    const tags = Array.from({ length: 500 }, (_, i) => `tea:a-rather-long-tea-handle-${i}`)
    const { pagePurge } = client()
    await pagePurge.purge(tags)
    expect(received.length).toBeGreaterThan(1)
    expect(received.flatMap((call) => call.xkeyPurge!.split(" "))).toEqual(tags)
    for (const call of received) expect(call.xkeyPurge!.length).toBeLessThanOrEqual(4000)
    expect(purgeBatches(["a", "b", "c"], 3)).toEqual([["a", "b"], ["c"]])
  })

  it("retries a 5xx with a growing wait until the page cache answers", async () => {
    statuses = [503, 502, 200]
    const { pagePurge, logger, waits } = client()
    await pagePurge.purge(["catalogue"])
    expect(received).toHaveLength(3)
    expect(waits).toEqual([250, 500])
    expect(logger.lines).toEqual([])
  })

  it("gives up after three retries and logs the failure with its tags, without throwing", async () => {
    statuses = [500, 500, 500, 500, 500]
    const { pagePurge, logger, waits } = client()
    await expect(pagePurge.purge(["listing", "tea:sencha"])).resolves.toBeUndefined()
    expect(received).toHaveLength(4)
    expect(waits).toEqual([250, 500, 1000])
    expect(logger.lines).toEqual([
      { level: "warn", message: `Page cache purge at ${baseUrl}/ failed (500: refused with 500; 4 tries) for tags: listing, tea:sencha` },
    ])
  })

  it("never retries a 4xx: a wrong secret or no tags", async () => {
    for (const status of [403, 400]) {
      received = []
      statuses = [status]
      const { pagePurge, logger, waits } = client()
      await pagePurge.purge(["houses"])
      expect(received).toHaveLength(1)
      expect(waits).toEqual([])
      expect(logger.lines).toEqual([
        { level: "warn", message: `Page cache purge at ${baseUrl}/ failed (${status}: refused with ${status}; 1 try) for tags: houses` },
      ])
    }
  })

  it("retries a call that got no answer", async () => {
    statuses = [0, 200]
    const { pagePurge, logger, waits } = client()
    await pagePurge.purge(["tea:sencha"])
    expect(received).toHaveLength(2)
    expect(waits).toEqual([250])
    expect(logger.lines).toEqual([])
  })

  it("counts a call the page cache does not answer in time as unanswered", async () => {
    statuses = [-1, -1, -1, -1]
    const { pagePurge, logger, waits } = client({ timeoutMs: 50 })
    await pagePurge.purge(["listing"])
    expect(received).toHaveLength(4)
    expect(waits).toEqual([250, 500, 1000])
    expect(logger.lines).toEqual([{ level: "warn", message: `Page cache purge at ${baseUrl}/ failed (no answer in time; 4 tries) for tags: listing` }])
  })

  it("logs a page cache that is not running, after retrying, and still tells the others", async () => {
    const closed = await new Promise<string>((resolve) => {
      const probe = http.createServer().listen(0, "127.0.0.1", () => {
        const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`
        probe.close(() => resolve(url))
      })
    })
    const { pagePurge, logger, waits } = client({ pageCacheUrls: [closed, baseUrl] })
    await pagePurge.purge(["catalogue"])
    expect(waits).toEqual([250, 500, 1000])
    expect(logger.lines).toEqual([{ level: "warn", message: `Page cache purge at ${closed}/ failed (ECONNREFUSED; 4 tries) for tags: catalogue` }])
    expect(received.map((call) => call.xkeyPurge)).toEqual(["catalogue"])
  })

  it("names at most 20 tags in a failure's log line", async () => {
    statuses = [400]
    const { pagePurge, logger } = client()
    await pagePurge.purge(Array.from({ length: 25 }, (_, i) => `tea:t${i}`))
    expect(logger.lines[0].message).toMatch(/tea:t19 and 5 more$/)
  })
})

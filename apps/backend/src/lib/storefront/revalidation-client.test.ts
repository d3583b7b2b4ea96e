import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createRevalidationClient, purgeBatches } from "./revalidation-client"

interface Received {
  method?: string
  url?: string
  authorization?: string
  contentType?: string
  xkeyPurge?: string
  body: any
}

/** A stand-in for the storefront's /revalidate route, answering each call with the next status given. */
let server: http.Server
let received: Received[]
let statuses: number[]
let baseUrl: string

beforeEach(async () => {
  received = []
  statuses = []
  server = http.createServer((request, response) => {
    let raw = ""
    request.on("data", (chunk) => (raw += chunk))
    request.on("end", () => {
      const body = JSON.parse(raw || "null")
      received.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers["content-type"],
        ...(request.method === "PURGE" ? { xkeyPurge: request.headers["xkey-purge"] as string } : {}),
        body,
      })
      const status = statuses.shift() ?? 200
      if (status === 0) return request.socket.destroy()
      if (status === -1) return // never answers
      response.writeHead(status, { "content-type": "application/json" })
      const done = request.method === "PURGE" ? { purged: 1 } : { revalidated: body?.tags.length }
      response.end(JSON.stringify(status === 200 ? done : { message: `refused with ${status}` }))
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

function client(overrides: { secret?: string | undefined; storefrontUrl?: string; timeoutMs?: number; pageCacheUrls?: string[] } = {}) {
  const logger = recordingLogger()
  const waits: number[] = []
  const revalidation = createRevalidationClient({
    storefrontUrl: overrides.storefrontUrl ?? `${baseUrl}/`,
    secret: "secret" in overrides ? overrides.secret : "s3cret",
    pageCacheUrls: overrides.pageCacheUrls,
    logger,
    timeoutMs: overrides.timeoutMs ?? 1_000,
    sleep: async (ms) => void waits.push(ms),
  })
  return { revalidation, logger, waits }
}

describe("createRevalidationClient", () => {
  it("posts the tags once, de-duplicated, as JSON with the secret as a bearer token", async () => {
    const { revalidation, logger, waits } = client()
    await revalidation.revalidate(["listing", "tea:sencha", "listing"])
    expect(received).toEqual([
      {
        method: "POST",
        url: "/revalidate",
        authorization: "Bearer s3cret",
        contentType: "application/json",
        body: { tags: ["listing", "tea:sencha"] },
      },
    ])
    expect(logger.lines).toEqual([])
    expect(waits).toEqual([])
  })

  it("makes no call without tags", async () => {
    const { revalidation } = client()
    await revalidation.revalidate([])
    expect(received).toEqual([])
  })

  it("makes no call without a secret, and says so once", async () => {
    const { revalidation, logger } = client({ secret: undefined })
    await revalidation.revalidate(["listing"])
    await revalidation.revalidate(["catalogue"])
    expect(received).toEqual([])
    expect(logger.lines).toHaveLength(1)
    expect(logger.lines[0]).toMatchObject({ level: "warn", message: expect.stringContaining("STOREFRONT_REVALIDATE_SECRET") })
  })

  it("splits more than 500 tags into calls of at most 500", async () => {
    const { revalidation } = client()
    const tags = Array.from({ length: 1_001 }, (_, i) => `tea:t${i}`)
    await revalidation.revalidate(tags)
    expect(received.map((call) => call.body.tags.length)).toEqual([500, 500, 1])
    expect(received.flatMap((call) => call.body.tags)).toEqual(tags)
  })

  it("retries a 5xx with a growing wait until the storefront answers", async () => {
    statuses = [503, 502, 200]
    const { revalidation, logger, waits } = client()
    await revalidation.revalidate(["catalogue"])
    expect(received).toHaveLength(3)
    expect(waits).toEqual([250, 500])
    expect(logger.lines).toEqual([])
  })

  it("gives up after three retries and logs the failure with its tags, without throwing", async () => {
    statuses = [500, 500, 500, 500, 500]
    const { revalidation, logger, waits } = client()
    await expect(revalidation.revalidate(["listing", "tea:sencha"])).resolves.toBeUndefined()
    expect(received).toHaveLength(4)
    expect(waits).toEqual([250, 500, 1000])
    expect(logger.lines).toEqual([
      { level: "warn", message: "Storefront revalidation failed (500: refused with 500; 4 tries) for tags: listing, tea:sencha" },
    ])
  })

  it("never retries a 4xx: a wrong secret or a bad body", async () => {
    for (const status of [401, 400]) {
      received = []
      statuses = [status]
      const { revalidation, logger, waits } = client()
      await revalidation.revalidate(["houses"])
      expect(received).toHaveLength(1)
      expect(waits).toEqual([])
      expect(logger.lines).toEqual([
        { level: "warn", message: `Storefront revalidation failed (${status}: refused with ${status}; 1 try) for tags: houses` },
      ])
    }
  })

  it("retries a call that got no answer", async () => {
    statuses = [0, 200]
    const { revalidation, logger, waits } = client()
    await revalidation.revalidate(["tea:sencha"])
    expect(received).toHaveLength(2)
    expect(waits).toEqual([250])
    expect(logger.lines).toEqual([])
  })

  it("counts a call the storefront does not answer in time as unanswered", async () => {
    statuses = [-1, -1, -1, -1]
    const { revalidation, logger, waits } = client({ timeoutMs: 50 })
    await revalidation.revalidate(["listing"])
    expect(received).toHaveLength(4)
    expect(waits).toEqual([250, 500, 1000])
    expect(logger.lines).toEqual([{ level: "warn", message: "Storefront revalidation failed (no answer in time; 4 tries) for tags: listing" }])
  })

  it("logs a storefront that is not running, after retrying, with the tags it could not send", async () => {
    const closed = await new Promise<string>((resolve) => {
      const probe = http.createServer().listen(0, "127.0.0.1", () => {
        const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`
        probe.close(() => resolve(url))
      })
    })
    const { revalidation, logger, waits } = client({ storefrontUrl: closed })
    await revalidation.revalidate(["catalogue"])
    expect(waits).toEqual([250, 500, 1000])
    expect(logger.lines).toEqual([
      { level: "warn", message: "Storefront revalidation failed (ECONNREFUSED; 4 tries) for tags: catalogue" },
    ])
  })

  it("names at most 20 tags in a failure's log line", async () => {
    statuses = [400]
    const { revalidation, logger } = client()
    await revalidation.revalidate(Array.from({ length: 25 }, (_, i) => `tea:t${i}`))
    expect(logger.lines[0].message).toMatch(/tea:t19 and 5 more$/)
  })

  it("then purges the tags from each page cache in front of the storefront, with the same secret", async () => {
    const { revalidation, logger } = client({ pageCacheUrls: [baseUrl, `${baseUrl}/`] })
    await revalidation.revalidate(["listing", "tea:sencha", "listing"])
    expect(received.map(({ method, url, authorization, xkeyPurge }) => ({ method, url, authorization, xkeyPurge }))).toEqual([
      { method: "POST", url: "/revalidate", authorization: "Bearer s3cret", xkeyPurge: undefined },
      { method: "PURGE", url: "/", authorization: "Bearer s3cret", xkeyPurge: "listing tea:sencha" },
      { method: "PURGE", url: "/", authorization: "Bearer s3cret", xkeyPurge: "listing tea:sencha" },
    ])
    expect(logger.lines).toEqual([])
  })

  it("retries a purge the page cache refused with a 5xx, and logs one it refused for good", async () => {
    statuses = [200, 503, 200, 200, 403]
    const { revalidation, logger, waits } = client({ pageCacheUrls: [baseUrl] })
    await revalidation.revalidate(["houses"])
    await revalidation.revalidate(["catalogue"])
    expect(received.map((call) => call.method)).toEqual(["POST", "PURGE", "PURGE", "POST", "PURGE"])
    expect(waits).toEqual([250])
    expect(logger.lines).toEqual([
      { level: "warn", message: `Page cache purge at ${baseUrl}/ failed (403: refused with 403; 1 try) for tags: catalogue` },
    ])
  })

  it("splits the tags of a purge so that its header stays under Varnish's limit", async () => {
    const tags = Array.from({ length: 500 }, (_, i) => `tea:a-rather-long-tea-handle-${i}`)
    const batches = purgeBatches(tags)
    expect(batches.flat()).toEqual(tags)
    expect(batches.length).toBeGreaterThan(1)
    for (const batch of batches) expect(batch.join(" ").length).toBeLessThanOrEqual(4000)
    expect(purgeBatches(["a", "b", "c"], 3)).toEqual([["a", "b"], ["c"]])
  })
})

import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
// @ts-expect-error: plain CommonJS, without types (Next.js requires it as it is)
import { KEY_HEADER, OFFER_PATH, forwardRevalidationsTo, offerPagesTo } from "./page-cache-sibling.cjs"
// @ts-expect-error: plain CommonJS, without types
import { decodeEntry } from "./page-cache-entries.cjs"

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string }

/** A loopback server standing in for the storefront or the renderer: answers each request with `status(n)`. */
async function stubServer(status: (n: number) => number, delayMs = 0) {
  const received: Received[] = []
  const server = http.createServer((request, response) => {
    let body = ""
    request.on("data", (chunk) => (body += chunk))
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body })
      setTimeout(() => response.writeHead(status(received.length)).end("{}"), delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  servers.push(server)
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received }
}
const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})
const quiet = { info() {}, warn() {} }
const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe("the renderer offering pages to the storefront", () => {
  const entry = { lastModified: 1_700_000_000_000, value: { kind: "APP_PAGE", html: "<p>tea</p>", rscData: Buffer.from("rsc"), headers: {}, status: 200 } }

  it("posts the page's entry under its key, with the storefront's secret", async () => {
    const storefront = await stubServer(() => 200)
    const key = "/route-cache/APP_PAGE/abc/$/de/listing/q=grüner tee"
    offerPagesTo({ storefrontUrl: storefront.url, secret: "s3cret", log: quiet }).offer(key, entry, { revalidate: 3600 })
    await until(() => storefront.received.length === 1)
    const [offer] = storefront.received
    expect(offer.path).toBe(OFFER_PATH)
    expect(offer.headers.authorization).toBe("Bearer s3cret")
    expect(decodeURIComponent(String(offer.headers[KEY_HEADER]))).toBe(key)
    expect(decodeEntry(offer.body)).toEqual({ ...entry, cacheControl: { revalidate: 3600 } })
  })

  it("sends a page once while its offer is under way, and again once it has been answered", async () => {
    const storefront = await stubServer(() => 200, 50)
    const link = offerPagesTo({ storefrontUrl: storefront.url, secret: "s3cret", log: quiet })
    link.offer("/route-cache/APP_PAGE/abc/$/de/teas/sencha", entry)
    link.offer("/route-cache/APP_PAGE/abc/$/de/teas/sencha", entry)
    await until(() => storefront.received.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(storefront.received).toHaveLength(1)
    link.offer("/route-cache/APP_PAGE/abc/$/de/teas/sencha", entry)
    await until(() => storefront.received.length === 2)
    expect(storefront.received).toHaveLength(2)
  })
})

describe("the storefront passing revalidations on to the renderer", () => {
  it("calls the renderer's /revalidate with the tags and waits for it", async () => {
    const renderer = await stubServer(() => 200)
    await forwardRevalidationsTo({ rendererUrl: renderer.url, secret: "s3cret", log: quiet }).revalidated(["catalogue", "tea:1"])
    expect(renderer.received).toHaveLength(1)
    expect(renderer.received[0]).toMatchObject({ path: "/revalidate", headers: { authorization: "Bearer s3cret" } })
    expect(JSON.parse(renderer.received[0].body)).toEqual({ tags: ["catalogue", "tea:1"] })
  })

  it("tries the tags again until the renderer takes them", async () => {
    const renderer = await stubServer((n) => (n <= 2 ? 503 : 200))
    const link = forwardRevalidationsTo({ rendererUrl: renderer.url, secret: "s3cret", log: quiet, retryMs: 20 })
    await link.revalidated(["catalogue"])
    expect(renderer.received).toHaveLength(1)
    await until(() => renderer.received.length === 3)
    expect(renderer.received.map((request) => JSON.parse(request.body).tags)).toEqual([["catalogue"], ["catalogue"], ["catalogue"]])
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(renderer.received).toHaveLength(3)
  })
})

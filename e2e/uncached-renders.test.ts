import { describe, expect, it } from "vitest"
import { anotherClient, callFrom } from "../apps/backend/integration-tests/client-http"
import { storefrontUrl } from "./browser"

/** A storefront page from the given client address: status, cache state and Retry-After. */
async function pageFrom(client: string, path: string) {
  const answer = await callFrom<string>(client, "GET", path, { baseUrl: storefrontUrl() })
  return {
    status: answer.status,
    cache: answer.headers.get("x-nextjs-cache"),
    servedBy: answer.headers.get("x-served-by"),
    retryAfter: answer.headers.get("retry-after"),
    body: answer.body,
  }
}

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

describe("pages no cache holds", () => {
  it("renders an unknown tea or tea house each time without keeping its 404, and refuses an overlong handle", async () => {
    const client = anotherClient()
    for (const path of [`/teas/no-such-tea-${unique()}`, `/tea-houses/no-such-house-${unique()}`]) {
      const first = await pageFrom(client, path)
      const second = await pageFrom(client, path)
      expect({ path, first: first.status, second: second.status, cache: second.cache }).toEqual({ path, first: 404, second: 404, cache: "MISS" })
    }
    const overlong = await pageFrom(client, `/teas/${"a".repeat(8000)}`)
    expect(overlong.status).toBe(404)
    expect(overlong.body).toContain("This page has steeped too long")
  })

  it("lets one client render one new page at a time, four more waiting, refuses the rest with Retry-After, and serves others meanwhile", async () => {
    const flooder = anotherClient()
    const shopper = anotherClient()
    // The cached listing first, so that the storefront holds it while the flood runs (not its renderer only:
    // a page made again after an edit reaches the storefront's cache a moment after it is sent).
    await expect
      .poll(async () => {
        const teas = await pageFrom(shopper, "/teas")
        return [teas.status, teas.cache, teas.servedBy]
      })
      .toEqual([200, "HIT", null])
    const run = unique()
    const flood = Array.from({ length: 10 }, (_, i) => pageFrom(flooder, `/teas?q=${encodeURIComponent(`flood ${run} ${i}`)}`))
    const [shoppersSearch, cachedForFlooder] = await Promise.all([
      pageFrom(shopper, `/teas?q=${encodeURIComponent(`oolong ${run}`)}`),
      pageFrom(flooder, "/teas"),
    ])
    const answers = await Promise.all(flood)
    const rendered = answers.filter((answer) => answer.status === 200).length
    const refusedCount = answers.filter((answer) => answer.status === 429).length
    // All ten arrive while the first renders: at most it and the four waiting get through.
    expect({ rendered: rendered >= 1 && rendered <= 5, all: rendered + refusedCount }).toEqual({ rendered: true, all: 10 })
    const refused = answers.find((answer) => answer.status === 429)!
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(refused.body).toContain("Too many new pages at once")
    expect(shoppersSearch.status).toBe(200)
    // A cached page never waits for the gate, whoever asks.
    expect([cachedForFlooder.status, cachedForFlooder.cache]).toEqual([200, "HIT"])
  })
})

import path from "node:path"
import { describe, expect, it, vi } from "vitest"

/**
 * patches/@medusajs+framework+2.21.2.patch: the finder Medusa's router asks on every request (CORS, auth, the body
 * parser) keeps each URL's match, and kept every URL ever asked: a cart's id, or a random one sent by anyone, stayed
 * in memory for the life of the process. Patched, it keeps at most MAX_CACHED_MATCHES and forgets the oldest first.
 */
type Finder = { find(url: string, method: string): unknown }
const { RoutesFinder } = require(path.join(path.dirname(require.resolve("@medusajs/framework/http")), "routes-finder.js")) as {
  RoutesFinder: new (routes: unknown[]) => Finder
}
// More URLs than the patch keeps (10,000).
const MANY_URLS = 20_000

describe("Medusa's routes finder (patched)", () => {
  it("keeps a bounded number of URLs' matches, forgetting the oldest first", () => {
    const cartRoute = /^\/store\/carts\/[^/]+$/
    const test = vi.spyOn(cartRoute, "test")
    const finder = new RoutesFinder([{ matcher: cartRoute, methods: ["GET"] }])
    const route = finder.find("/store/carts/cart_first", "GET")
    expect(route).toMatchObject({ matchRegex: cartRoute })
    // Asked again at once: kept, not matched again.
    finder.find("/store/carts/cart_first", "GET")
    expect(test).toHaveBeenCalledTimes(1)

    for (let i = 0; i < MANY_URLS; i++) finder.find(`/store/carts/cart_${i}`, "GET")
    test.mockClear()
    // The first URL was the oldest kept: forgotten, so it is matched again, with the same answer.
    expect(finder.find("/store/carts/cart_first", "GET")).toBe(route)
    expect(test).toHaveBeenCalledTimes(1)
    // The newest are still kept.
    finder.find(`/store/carts/cart_${MANY_URLS - 1}`, "GET")
    expect(test).toHaveBeenCalledTimes(1)
  })
})

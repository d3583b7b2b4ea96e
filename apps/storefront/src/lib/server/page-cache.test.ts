import { describe, expect, it } from "vitest"
// @ts-expect-error: plain CommonJS, without types (Next.js requires it as it is)
import PageCache from "./page-cache.cjs"

const { isKept, holds, pageRoutes } = PageCache as {
  isKept(data: unknown): boolean
  holds(cache: { has(key: string): boolean }, pagePath: string): boolean
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
    const cache = new Set([`${LISTING_ROUTE}$/de/listing/q=oolong+green%25`, `${LISTING_ROUTE}$/de/listing/all`])
    expect(holds(cache, "/de/listing/all")).toBe(true)
    expect(holds(cache, `/de/listing/${encodeURIComponent("q=oolong+green%25")}`)).toBe(true)
    expect(holds(cache, "/de/listing/q%3Dsencha")).toBe(false)
    expect(holds(cache, "/at/listing/all")).toBe(false)
    expect(holds(cache, "/de/listing/%E0%A4%A")).toBe(false)
  })
})

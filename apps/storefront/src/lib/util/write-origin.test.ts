import { describe, expect, it } from "vitest"
import { type ShopWriteRequest, refusedShopWrite } from "./write-origin"

const SHOP = "http://localhost:8000"
const write = (request: Partial<ShopWriteRequest>): ShopWriteRequest => ({
  method: "POST",
  origin: SHOP,
  secFetchSite: "same-origin",
  host: "localhost:8000",
  contentType: "application/json",
  hasBody: true,
  ...request,
})

describe("refusedShopWrite", () => {
  it("takes a JSON write from the shop's own pages, and any read", () => {
    expect(refusedShopWrite(write({}), SHOP)).toBeNull()
    expect(refusedShopWrite(write({ contentType: "application/json; charset=utf-8" }), SHOP)).toBeNull()
    expect(refusedShopWrite(write({ method: "GET", origin: "http://evil.test", contentType: "text/plain" }), SHOP)).toBeNull()
  })

  it("refuses a write from a sibling origin of the same site, or from another site, with a 403", () => {
    for (const origin of ["http://localhost:8765", "http://shop.localhost:8000", "http://evil.test", "null"]) {
      expect(refusedShopWrite(write({ origin, secFetchSite: "same-site" }), SHOP)?.status, origin).toBe(403)
    }
  })

  it("takes the shop reached by another name of its own host (the Host header the page was served on)", () => {
    expect(refusedShopWrite(write({ origin: "http://127.0.0.1:8000", host: "127.0.0.1:8000" }), SHOP)).toBeNull()
    expect(refusedShopWrite(write({ origin: "http://127.0.0.1:8765", host: "127.0.0.1:8000" }), SHOP)?.status).toBe(403)
  })

  it("judges by Sec-Fetch-Site when a browser sends no Origin", () => {
    expect(refusedShopWrite(write({ origin: null, secFetchSite: "same-origin" }), SHOP)).toBeNull()
    expect(refusedShopWrite(write({ origin: null, secFetchSite: "same-site" }), SHOP)?.status).toBe(403)
    expect(refusedShopWrite(write({ origin: null, secFetchSite: "cross-site" }), SHOP)?.status).toBe(403)
  })

  it("takes a write from no browser page (neither header)", () => {
    expect(refusedShopWrite(write({ origin: null, secFetchSite: null }), SHOP)).toBeNull()
  })

  it("refuses a body that is not JSON with a 415, a DELETE without a body is fine", () => {
    for (const contentType of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain", null]) {
      expect(refusedShopWrite(write({ contentType }), SHOP)?.status, String(contentType)).toBe(415)
    }
    expect(refusedShopWrite(write({ contentType: "text/plain", hasBody: false }), SHOP)?.status).toBe(415)
    expect(refusedShopWrite(write({ method: "DELETE", contentType: null, hasBody: false }), SHOP)).toBeNull()
  })
})

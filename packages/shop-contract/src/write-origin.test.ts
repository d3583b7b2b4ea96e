import { describe, expect, it } from "vitest"
import { refusedWrite, type WriteRequest } from "./write-origin"

const SHOP = "https://tea.example"
const write = (overrides: Partial<WriteRequest> = {}): WriteRequest => ({
  method: "POST",
  origin: SHOP,
  secFetchSite: "same-origin",
  contentType: "application/json",
  hasBody: true,
  ...overrides,
})
const policy = { isShopOrigin: (origin: string) => origin === SHOP, jsonOnly: true }

describe("refusedWrite", () => {
  it("takes the shop's own JSON writes and every read", () => {
    expect(refusedWrite(write(), policy)).toBeNull()
    expect(refusedWrite(write({ method: "get", origin: "https://evil.test", contentType: "text/plain" }), policy)).toBeNull()
  })

  it("refuses a page the policy does not name, by Origin first, then Sec-Fetch-Site", () => {
    expect(refusedWrite(write({ origin: "https://shop.tea.example" }), policy)?.status).toBe(403)
    expect(refusedWrite(write({ origin: "null" }), policy)?.status).toBe(403)
    expect(refusedWrite(write({ origin: null, secFetchSite: "same-site" }), policy)?.status).toBe(403)
    expect(refusedWrite(write({ origin: null, secFetchSite: "same-origin" }), policy)).toBeNull()
    expect(refusedWrite(write({ origin: null, secFetchSite: null }), policy)).toBeNull()
  })

  it("asks for JSON only where the policy says so", () => {
    expect(refusedWrite(write({ contentType: "text/plain" }), policy)).toEqual({ status: 415, message: "Send the request body as application/json." })
    expect(refusedWrite(write({ contentType: "text/plain" }), { ...policy, jsonOnly: false })).toBeNull()
    expect(refusedWrite(write({ method: "DELETE", contentType: null, hasBody: false }), policy)).toBeNull()
  })
})

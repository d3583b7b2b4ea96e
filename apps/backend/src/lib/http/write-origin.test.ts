import { describe, expect, it } from "vitest"
import { type BackendWriteRequest, originsOf, refusedBackendWrite } from "./write-origin"

const ALLOWED = ["http://localhost:8000", "http://localhost:9000"]
const write = (request: Partial<BackendWriteRequest>): BackendWriteRequest => ({
  method: "POST",
  path: "/store/customers/me/addresses",
  origin: "http://localhost:8000",
  secFetchSite: "same-site",
  contentType: "application/json",
  hasBody: true,
  ...request,
})

describe("refusedBackendWrite", () => {
  it("takes JSON writes from the allowed origins, calls from no browser page, and every read", () => {
    expect(refusedBackendWrite(write({}), ALLOWED)).toBeNull()
    expect(refusedBackendWrite(write({ origin: "http://localhost:9000", path: "/auth/session", method: "DELETE", hasBody: false, contentType: null }), ALLOWED)).toBeNull()
    expect(refusedBackendWrite(write({ origin: null, secFetchSite: null }), ALLOWED)).toBeNull()
    expect(refusedBackendWrite(write({ method: "GET", origin: "http://localhost:8765", contentType: "text/plain" }), ALLOWED)).toBeNull()
  })

  it("refuses a write from a sibling origin or another site with a 403, on every area", () => {
    for (const path of ["/store/carts", "/v1/store/products/search", "/auth/customer/emailpass", "/admin/products"]) {
      expect(refusedBackendWrite(write({ path, origin: "http://localhost:8765" }), ALLOWED)?.status, path).toBe(403)
    }
    expect(refusedBackendWrite(write({ origin: "null" }), ALLOWED)?.status).toBe(403)
    expect(refusedBackendWrite(write({ origin: null, secFetchSite: "same-site" }), ALLOWED)?.status).toBe(403)
    expect(refusedBackendWrite(write({ origin: null, secFetchSite: "same-origin" }), ALLOWED)).toBeNull()
  })

  it("refuses bodies that are not JSON on the store (v2 and v1) and auth APIs with a 415, not multipart uploads on the admin API", () => {
    for (const contentType of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", null]) {
      expect(refusedBackendWrite(write({ contentType }), ALLOWED)?.status, String(contentType)).toBe(415)
      expect(refusedBackendWrite(write({ contentType, path: "/AUTH/customer/emailpass/register" }), ALLOWED)?.status).toBe(415)
      expect(refusedBackendWrite(write({ contentType, path: "/V1/store/products/search" }), ALLOWED)?.status).toBe(415)
    }
    expect(refusedBackendWrite(write({ contentType: "multipart/form-data; boundary=x", path: "/admin/uploads" }), ALLOWED)).toBeNull()
    expect(refusedBackendWrite(write({ contentType: "application/json; charset=utf-8" }), ALLOWED)).toBeNull()
    expect(refusedBackendWrite(write({ method: "DELETE", contentType: null, hasBody: false }), ALLOWED)).toBeNull()
  })
})

describe("originsOf", () => {
  it("reads Medusa's comma-separated CORS setting as origins", () => {
    expect(originsOf("http://localhost:8000, http://localhost:9000/")).toEqual(ALLOWED)
    expect(originsOf(undefined)).toEqual([])
  })
})

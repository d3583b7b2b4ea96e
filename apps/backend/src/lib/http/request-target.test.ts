import { describe, expect, it } from "vitest"
import { checkRequestTarget } from "./request-target"

describe("checkRequestTarget", () => {
  it("lets ordinary requests through", () => {
    for (const url of [
      "/health",
      "/store/products?limit=12&offset=0&fields=id,*variants.calculated_price&region_id=reg_1",
      "/store/listing?filter=caffeine%3Alow%2Corigin%3AJapan&q=sencha+green&price=5-20",
      "/store/products?id[0]=a&id[1]=b",
      "/store/teas/caf%C3%A9",
      "/admin/orders?created_at[$gte]=2026-01-01",
      "/store/products?limit=0",
    ]) {
      expect(checkRequestTarget(url), url).toBeNull()
    }
  })

  it("refuses malformed percent-encodings in the path and in the query", () => {
    expect(checkRequestTarget("/store/products/%c0%ae")).toMatch(/path has a malformed percent-encoding/)
    expect(checkRequestTarget("/store/products/%zz")).toMatch(/path has a malformed/)
    expect(checkRequestTarget("/store/products?q=%E0%A4%A")).toMatch(/query string has a malformed percent-encoding/)
    expect(checkRequestTarget("/store/products?q=100%")).toMatch(/malformed/)
  })

  it("refuses NUL characters wherever they are", () => {
    expect(checkRequestTarget("/store/products/prod%00_1")).toMatch(/path contains a NUL/)
    expect(checkRequestTarget("/store/products?q=a%00b")).toMatch(/'q' contains a NUL/)
    expect(checkRequestTarget("/store/products?filter[a%00]=1")).toMatch(/contains a NUL/)
    expect(checkRequestTarget("/store/products?id[]=x&id[]=%00")).toMatch(/'id\[1\]' contains a NUL/)
  })

  it("holds query strings to the spec's caps: arrays of 20, depth 5, 1000 parameters", () => {
    expect(checkRequestTarget("/health?a[99999999]=1")).toMatch(/more than 20 items/)
    expect(checkRequestTarget("/health?a[19]=1")).toBeNull()
    expect(checkRequestTarget("/health?a[20]=1")).toMatch(/more than 20 items/)
    expect(checkRequestTarget(`/health?${Array(20).fill("id=x").join("&")}`)).toBeNull()
    expect(checkRequestTarget(`/health?${Array(21).fill("id=x").join("&")}`)).toMatch(/more than 20 items/)
    expect(checkRequestTarget("/health?a[b][c][d][e][f]=1")).toBeNull()
    expect(checkRequestTarget("/health?a[b][c][d][e][f][g]=1")).toMatch(/nested more than 5 levels/)
    const wide = Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join("&")
    expect(checkRequestTarget(`/health?${wide}`)).toMatch(/more than 1000 parameters/)
  })

  it("refuses parameter names Medusa cannot read (more than one dot)", () => {
    expect(checkRequestTarget("/store/products?fields.a=1")).toBeNull()
    expect(checkRequestTarget("/store/products?a.b.c=1")).toMatch(/'a.b.c' has more than one dot/)
  })

  it("takes only whole numbers of 0 or more as limit and offset", () => {
    for (const bad of ["limit=-1", "offset=-5", "limit=1.5", "limit=NaN", "offset=1e3", "limit=", "limit[]=1", "limit=1&limit=2"]) {
      expect(checkRequestTarget(`/store/products?${bad}`), bad).toMatch(/must be a whole number of 0 or more/)
    }
  })

  it("reads everything after the first question mark as the query, as Medusa does", () => {
    expect(checkRequestTarget("/store/products?q=a?limit=-1")).toBeNull()
    expect(checkRequestTarget("/store/products?q=a?b&limit=-1")).toMatch(/limit must be/)
  })
})

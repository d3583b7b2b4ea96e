import { describe, expect, it } from "vitest"
import { internalPagePath, LONGEST_HANDLE, pageCountry } from "./catalogue-routes"

const route = (url: string, country = "de") => {
  const { pathname, searchParams } = new URL(url, "http://shop.test")
  return internalPagePath(pathname, searchParams, country)
}

describe("internalPagePath", () => {
  it("serves the home page from the country's segment", () => {
    expect(route("/")).toBe("/de")
    expect(route("/", "us")).toBe("/us")
  })

  it("serves a listing from the country's listing with its query as it came: no path segment of its own", () => {
    expect(route("/teas")).toBe("/de/teas")
    expect(route("/teas?page=2&sort=cheap")).toBe("/de/teas?page=2&sort=cheap")
    expect(route("/teas?filter=origin:Japan,caffeine:low", "us")).toBe(`/us/teas?${new URLSearchParams({ filter: "origin:Japan,caffeine:low" })}`)
    expect(route("/teas?q=%E7%8E%89%E9%9C%B2%20%231&sort=cheap")).toBe(`/de/teas?${new URLSearchParams({ q: "玉露 #1", sort: "cheap" })}`)
  })

  it("routes a tea and a tea house by handle, the house's listing with its query", () => {
    expect(route("/teas/gyokuro-asahi")).toBe("/de/teas/gyokuro-asahi")
    expect(route("/tea-houses/uji-hills")).toBe("/de/tea-houses/uji-hills")
    expect(route("/tea-houses/uji-hills?page=3&q=matcha")).toBe("/de/tea-houses/uji-hills?page=3&q=matcha")
  })

  it("keeps the path and query of the other pages", () => {
    expect(route("/checkout?step=shipping")).toBe("/de/checkout?step=shipping")
    expect(route("/account/orders?page=2")).toBe("/de/account/orders?page=2")
  })

  it("sends a deeper path under a tea or a house, or an overlong handle, to the 404 page", () => {
    expect(route("/teas/sencha/extra")).toBe("/de/missing/teas/sencha/extra")
    expect(route("/tea-houses/uji-hills/search")).toBe("/de/missing/tea-houses/uji-hills/search")
    // A handle longer than any Medusa makes names nothing: the 404, without the handle in its path.
    expect(route(`/teas/${"a".repeat(LONGEST_HANDLE)}`)).toBe(`/de/teas/${"a".repeat(LONGEST_HANDLE)}`)
    expect(route(`/teas/${"a".repeat(LONGEST_HANDLE + 1)}`)).toBe("/de/missing/teas")
    expect(route(`/tea-houses/${"a".repeat(8000)}`)).toBe("/de/missing/tea-houses")
  })
})

describe("pageCountry", () => {
  const sold = new Set(["de", "fr", "us"])
  it("takes the shopper's country when the shop sells there, in any case", () => {
    expect(pageCountry("fr", sold, "de")).toBe("fr")
    expect(pageCountry("US", sold, "de")).toBe("us")
  })
  it("falls back to the default country otherwise", () => {
    expect(pageCountry(undefined, sold, "de")).toBe("de")
    expect(pageCountry("zz", sold, "de")).toBe("de")
    expect(pageCountry("../x", sold, "de")).toBe("de")
    expect(pageCountry("fr", new Set(), "de")).toBe("de")
  })
})

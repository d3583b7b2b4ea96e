import { describe, expect, it } from "vitest"
import { EMPTY_LISTING_QUERY } from "./listing-query"
import { internalPagePath, LONGEST_HANDLE, listingViewSegment, pageCountry, readListingView } from "./catalogue-routes"

/** A view segment as the middleware writes it: the canonical query string, encoded as one path segment. */
const viewOf = (query: Record<string, string>) => encodeURIComponent(new URLSearchParams(query).toString())

const route = (url: string, country = "de") => {
  const { pathname, searchParams } = new URL(url, "http://shop.test")
  return internalPagePath(pathname, searchParams, country)
}

describe("internalPagePath", () => {
  it("serves the home page from the country's segment", () => {
    expect(route("/")).toBe("/de")
    expect(route("/", "us")).toBe("/us")
  })

  it("gives a listing with a sort, a price, a kind or a page its own cached view, in one canonical spelling", () => {
    expect(route("/teas")).toBe("/de/listing/all")
    expect(route("/teas?sort=rating")).toBe("/de/listing/all")
    expect(route("/teas?page=2&sort=cheap")).toBe(`/de/listing/${encodeURIComponent("sort=cheap&page=2")}`)
    expect(route("/teas?sort=cheap&page=2&utm_source=mail")).toBe(route("/teas?page=2&sort=cheap"))
    expect(route("/teas?price=20-5&category=ptyp_1")).toBe(`/de/listing/${encodeURIComponent("category=ptyp_1&price=5-20")}`)
    expect(route("/teas?page=0&sort=sideways")).toBe("/de/listing/all")
  })

  it("gives facet-filtered listings views too, a key's values in one order whatever the URL's", () => {
    const view = `/de/listing/${viewOf({ filter: "caffeine:high,caffeine:low,origin:Japan" })}`
    expect(route("/teas?filter=origin:Japan,caffeine:low,caffeine:high")).toBe(view)
    expect(route("/teas?filter=caffeine:high,origin:Japan,caffeine:low,caffeine:low")).toBe(view)
    expect(route("/teas?filter=caffeine:low&page=2")).toBe(`/de/listing/${viewOf({ filter: "caffeine:low", page: "2" })}`)
    expect(route("/teas?filter=colour:red")).toBe("/de/listing/all")
  })

  it("gives a searched listing its view as well, runs of spaces read as one", () => {
    expect(route("/teas?q=sencha&sort=cheap")).toBe(`/de/listing/${viewOf({ q: "sencha", sort: "cheap" })}`)
    expect(route("/teas?sort=cheap&q=%20earl%20%20grey%20")).toBe(`/de/listing/${viewOf({ q: "earl grey", sort: "cheap" })}`)
    expect(route("/teas?q=sencha&filter=caffeine:low")).toBe(`/de/listing/${viewOf({ q: "sencha", filter: "caffeine:low" })}`)
    expect(route("/teas?q=%20%20")).toBe("/de/listing/all")
  })

  it("routes a tea and a tea house by handle, the house's listing as the teas'", () => {
    expect(route("/teas/gyokuro-asahi?sort=cheap")).toBe("/de/teas/gyokuro-asahi")
    expect(route("/tea-houses/uji-hills")).toBe("/de/tea-houses/uji-hills/all")
    expect(route("/tea-houses/uji-hills?page=3")).toBe("/de/tea-houses/uji-hills/page%3D3")
    expect(route("/tea-houses/uji-hills?filter=caffeine:low")).toBe(`/de/tea-houses/uji-hills/${viewOf({ filter: "caffeine:low" })}`)
    expect(route("/tea-houses/uji-hills?q=matcha")).toBe(`/de/tea-houses/uji-hills/${viewOf({ q: "matcha" })}`)
  })

  it("keeps the path and query of the other pages", () => {
    expect(route("/checkout?step=shipping")).toBe("/de/checkout?step=shipping")
    expect(route("/account/orders?page=2")).toBe("/de/account/orders?page=2")
  })

  it("never reaches an internal route from outside, nor a deeper path under a tea or a house", () => {
    expect(route("/listing/all")).toBe("/de/missing/listing/all")
    expect(route("/teas/sencha/extra")).toBe("/de/missing/teas/sencha/extra")
    // A handle longer than any Medusa makes names nothing: the 404, without the handle in its path.
    expect(route(`/teas/${"a".repeat(LONGEST_HANDLE)}`)).toBe(`/de/teas/${"a".repeat(LONGEST_HANDLE)}`)
    expect(route(`/teas/${"a".repeat(LONGEST_HANDLE + 1)}`)).toBe("/de/missing/teas")
    expect(route(`/tea-houses/${"a".repeat(8000)}`)).toBe("/de/missing/tea-houses")
    expect(route("/tea-houses/uji-hills/search")).toBe("/de/missing/tea-houses/uji-hills/search")
  })
})

describe("listing views", () => {
  it("reads back the listing its segment names, whether or not the segment arrives decoded", () => {
    const query = { ...EMPTY_LISTING_QUERY, sort: "cheap" as const, page: 2, price: { min: 5, max: 20 }, category: "ptyp_1" }
    const segment = listingViewSegment(query)
    expect(readListingView(segment)).toEqual(query)
    expect(readListingView(decodeURIComponent(segment))).toEqual(query)
    expect(readListingView("all")).toEqual(EMPTY_LISTING_QUERY)
  })

  it("reads back a view's filters", () => {
    const filter = { caffeine: ["high", "low"], store: ["sstore_1"] }
    expect(readListingView(listingViewSegment({ ...EMPTY_LISTING_QUERY, filter }))).toEqual({ ...EMPTY_LISTING_QUERY, filter })
  })

  it("reads back a search's own text, whatever characters it holds, decoded or not", () => {
    for (const q of ["100%", "%41", "a=b&sort=cheap", "a/b", "matcha+latte", "玉露 #1"]) {
      const query = { ...EMPTY_LISTING_QUERY, q }
      const segment = listingViewSegment(query)
      expect(segment).not.toMatch(/[/=&?#]/)
      expect(readListingView(segment)).toEqual(query)
      expect(readListingView(decodeURIComponent(segment))).toEqual(query)
    }
  })

  it("reads a segment it cannot decode as the plain listing, not an error", () => {
    expect(readListingView("q%E0%A4%A")).toEqual(EMPTY_LISTING_QUERY)
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

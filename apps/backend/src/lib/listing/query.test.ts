import { describe, expect, it } from "vitest"
import { formatFilterParam } from "@leafline/shop-contract"
import { listingFilters, listingOrder, parseFacetFilter, parsePriceRange } from "./query"

describe("parsePriceRange", () => {
  it("reads min-max with up to two decimals", () => {
    expect(parsePriceRange("5-20")).toEqual({ min: 5, max: 20 })
    expect(parsePriceRange("4.5-12.90")).toEqual({ min: 4.5, max: 12.9 })
    expect(parsePriceRange("0-0")).toEqual({ min: 0, max: 0 })
  })

  it("gives an empty side the default bound, 0 or 100 (spec section 2)", () => {
    expect(parsePriceRange("5-")).toEqual({ min: 5, max: 100 })
    expect(parsePriceRange("-5")).toEqual({ min: 0, max: 5 })
    expect(parsePriceRange("5 - 10")).toEqual({ min: 5, max: 10 })
  })

  it.each(["", "-", "5", "a-b", "5-10-20", "1.234-5", "-1-5"])("refuses '%s' with a message", (raw) => {
    expect(() => parsePriceRange(raw)).toThrow(/price/)
  })

  it("refuses a minimum above the maximum", () => {
    expect(() => parsePriceRange("20-5")).toThrow(/above the maximum/)
  })
})

describe("parseFacetFilter", () => {
  it("groups values by key and drops repeats", () => {
    expect(parseFacetFilter("caffeine:low,origin:Japan,caffeine:none,caffeine:low,store:sstore_1")).toEqual({
      caffeine: ["low", "none"],
      origin: ["Japan"],
      store: ["sstore_1"],
    })
  })

  it("keeps spaces inside values and ignores empty parts", () => {
    expect(parseFacetFilter("origin:Sri Lanka,,")).toEqual({ origin: ["Sri Lanka"] })
  })

  it("refuses unknown keys and malformed pairs", () => {
    expect(() => parseFacetFilter("colour:green")).toThrow(/unknown key 'colour'/)
    expect(() => parseFacetFilter("caffeine")).toThrow(/key:value/)
    expect(() => parseFacetFilter("caffeine:")).toThrow(/key:value/)
    expect(() => parseFacetFilter(":low")).toThrow(/key:value/)
  })

  it("refuses the names of an object's own machinery as keys", () => {
    for (const key of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(() => parseFacetFilter(`${key}:x`)).toThrow(new RegExp(`unknown key '${key}'`))
    }
  })

  it("round-trips through the contract's formatFilterParam", () => {
    const raw = "caffeine:low,caffeine:none,origin:Japan"
    expect(formatFilterParam(parseFacetFilter(raw))).toBe(raw)
  })
})

describe("listingFilters", () => {
  it("keeps to the shopper's channels when asked to, and filters nothing else by default", () => {
    expect(listingFilters({ salesChannelIds: ["sc_1"], currency: "eur", facets: {} })).toEqual({
      $and: [{ sales_channel_ids: { $overlaps: ["sc_1"] } }],
    })
    expect(listingFilters({ currency: "eur", facets: {} })).toEqual({ $and: [] })
  })

  it("matches a price range against every price slot of the currency", () => {
    const filters = listingFilters({ salesChannelIds: ["sc_1"], currency: "jpy", price: { min: 1000, max: 2000 }, facets: {} })
    const price = (filters.$and as any[]).at(-1)
    expect(price.$or).toHaveLength(8)
    expect(price.$or[0]).toEqual({ from_price_jpy: { $gte: 1000, $lte: 2000 } })
    expect(price.$or[7]).toEqual({ "prices_jpy.p7": { $gte: 1000, $lte: 2000 } })
  })

  it("maps facet keys to index fields", () => {
    const filters = listingFilters({
      salesChannelIds: ["sc_1"],
      currency: "eur",
      typeId: "ptyp_1",
      facets: { origin: ["Japan", "China"], store: ["sstore_1"] },
    })
    expect(filters.$and).toContainEqual({ type_id: "ptyp_1" })
    expect(filters.$and).toContainEqual({ origin_country: { $in: ["Japan", "China"] } })
    expect(filters.$and).toContainEqual({ store_id: { $in: ["sstore_1"] } })
  })
})

describe("listingOrder", () => {
  it("sorts by the currency's cheapest price, rating or date", () => {
    expect(listingOrder("cheap", "gbp")).toEqual({ from_price_gbp: "ASC", id: "ASC" })
    expect(listingOrder("expensive", "eur")).toEqual({ from_price_eur: "DESC", id: "ASC" })
    expect(listingOrder("newest", "eur")).toEqual({ created_at: "DESC", id: "ASC" })
    expect(listingOrder("rating", "eur")).toEqual({ rating: "DESC", rating_count: "DESC", id: "ASC" })
  })
})

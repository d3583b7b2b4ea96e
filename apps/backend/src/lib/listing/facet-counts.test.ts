import { describe, expect, it } from "vitest"
import { countListing, teaFacts } from "./facet-counts"
import type { ListingCriteria } from "./query"

let teaNumber = 0
const tea = (fields: Record<string, unknown>) => teaFacts(`prod_${++teaNumber}`, { sales_channel_ids: ["sc_web"], ...fields })
const teas = [
  tea({ type_id: "green", store_id: "s1", caffeine: "low", origin_country: "Japan", flavour_notes: ["grassy"], from_price_eur: 8, prices_eur: { p1: 15 } }),
  tea({ type_id: "green", store_id: "s2", caffeine: "high", origin_country: "China", flavour_notes: ["nutty"], from_price_eur: 25 }),
  tea({ type_id: "black", store_id: "s1", caffeine: "high", origin_country: "India", flavour_notes: ["malt", "honey"], from_price_eur: 12, prices_eur: { p1: 22, p2: 45 } }),
  tea({ type_id: "oolong", store_id: "s3", caffeine: "medium", origin_country: "Taiwan", from_price_eur: 50, sales_channel_ids: ["sc_shop"] }),
  tea({ type_id: "black", caffeine: "high", from_price_jpy: 1200 }),
]
const criteria = (more: Partial<ListingCriteria> = {}): ListingCriteria => ({ currency: "eur", facets: {}, ...more })
const values = (result: ReturnType<typeof countListing>, field: string) => {
  const facet = result.facets[field]
  return facet.type === "value" ? Object.fromEntries(facet.values.map(({ value, count }) => [value, count])) : undefined
}
const bands = (result: ReturnType<typeof countListing>) => {
  const facet = result.facets.from_price_eur
  return facet.type === "range" ? facet.ranges.map(({ key, count }) => [key, count]) : undefined
}
const BANDS = [10, 20, 40]

describe("teaFacts", () => {
  it("reads a document's facet fields and its prices per currency, the cheapest first", () => {
    expect(teas[2]).toEqual({
      id: "prod_3",
      type_id: "black",
      store_id: "s1",
      caffeine: "high",
      origin_country: "India",
      flavour_notes: ["malt", "honey"],
      sales_channel_ids: ["sc_web"],
      prices: { eur: [12, 22, 45] },
    })
    expect(teas[4].prices).toEqual({ jpy: [1200] })
  })
})

describe("countListing", () => {
  it("counts every tea and each facet's values, most first, without the values no tea has", () => {
    const result = countListing(teas, criteria(), BANDS)
    expect(result.count).toBe(5)
    expect(values(result, "type_id")).toEqual({ green: 2, black: 2, oolong: 1 })
    expect(result.facets.caffeine).toEqual({ type: "value", values: [{ value: "high", count: 3 }, { value: "low", count: 1 }, { value: "medium", count: 1 }] })
    expect(values(result, "store_id")).toEqual({ s1: 2, s2: 1, s3: 1 })
    expect(bands(result)).toEqual([["0-10", 1], ["10-20", 1], ["20-40", 1], ["40-", 1]]) // by the cheapest price; the yen-only tea in none
  })

  it("spans the teas' prices in the currency, every size's, among the teas the price facet counts", () => {
    expect(countListing(teas, criteria(), BANDS).priceSpan).toEqual({ min: 8, max: 50 })
    expect(countListing(teas, criteria({ currency: "jpy" }), BANDS).priceSpan).toEqual({ min: 1200, max: 1200 })
    expect(countListing(teas, criteria({ typeId: "black" }), BANDS).priceSpan).toEqual({ min: 12, max: 45 })
    // A price filter does not narrow its own span (the shopper sees how far the range can go)...
    expect(countListing(teas, criteria({ typeId: "green", price: { min: 20, max: 30 } }), BANDS).priceSpan).toEqual({ min: 8, max: 25 })
    // ...and none for teas without a price in the currency.
    expect(countListing(teas, criteria({ currency: "usd" }), BANDS).priceSpan).toBeNull()
  })

  it("keeps a tea when any of its prices is in the range, ends included", () => {
    expect(countListing(teas, criteria({ price: { min: 15, max: 22 } }), BANDS).count).toBe(2) // 8/15 and 12/22/45
    expect(countListing(teas, criteria({ price: { min: 46, max: 49 } }), BANDS).count).toBe(0)
  })

  it("ORs the values of one facet and ANDs the facets, type, channels and flavours", () => {
    expect(countListing(teas, criteria({ facets: { caffeine: ["low", "medium"] } }), BANDS).count).toBe(2)
    expect(countListing(teas, criteria({ typeId: "black", facets: { caffeine: ["high"], store: ["s1"] } }), BANDS).count).toBe(1)
    expect(countListing(teas, criteria({ facets: { flavour: ["honey", "nutty"] } }), BANDS).count).toBe(2)
    expect(countListing(teas, criteria({ salesChannelIds: ["sc_shop"] }), BANDS).count).toBe(1)
  })

  it("counts a filtered facet's values as if it were not filtered, under every other filter", () => {
    const result = countListing(teas, criteria({ typeId: "green", facets: { caffeine: ["high"] }, price: { min: 20, max: 30 } }), BANDS)
    expect(result.count).toBe(1)
    expect(values(result, "caffeine")).toEqual({ high: 1 }) // green and 20–30: only the 25 € tea
    expect(values(result, "type_id")).toEqual({ green: 1, black: 1 }) // high caffeine in 20–30
    expect(values(result, "store_id")).toEqual({ s2: 1 })
    expect(bands(result)).toEqual([["0-10", 0], ["10-20", 0], ["20-40", 1], ["40-", 0]]) // green, high: the 25 € tea
  })
})

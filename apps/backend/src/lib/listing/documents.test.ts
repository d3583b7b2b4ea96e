import { describe, expect, it } from "vitest"
import { type ListingProductRow, isListed, toListingDocument } from "./documents"

const price = (currency_code: string, amount: number, extra: Record<string, unknown> = {}) => ({
  currency_code,
  amount,
  min_quantity: null,
  rules_count: 0,
  price_list_id: null,
  ...extra,
})

const row: ListingProductRow = {
  id: "prod_1",
  title: "Yame Gyokuro",
  status: "published",
  created_at: "2026-11-01T10:00:00.000Z",
  type: { id: "ptyp_green", value: "Green" },
  sales_channels: [{ id: "sc_1" }, null],
  seller_store: { id: "sstore_1", name: "Morning Mist Teahouse" },
  tea_attributes: { origin_country: "Japan", origin_region: "Yame", caffeine: "high", flavour_notes: ["umami"] },
  tea_rating: { average: 4.8, count: 120 },
  variants: [
    { prices: [price("eur", 24), price("usd", 26), price("eur", 20, { price_list_id: "plist_sale" })] },
    { prices: [price("eur", 12.5), price("eur", 11, { rules_count: 1 }), price("eur", 10, { min_quantity: 10 })] },
    { prices: [price("eur", 24)] },
  ],
}

describe("toListingDocument", () => {
  it("indexes the tea's facets and rating", () => {
    expect(toListingDocument(row)).toMatchObject({
      id: "prod_1",
      type_id: "ptyp_green",
      type_name: "Green",
      store_id: "sstore_1",
      store_name: "Morning Mist Teahouse",
      caffeine: "high",
      origin_country: "Japan",
      flavour_notes: ["umami"],
      rating: 4.8,
      rating_count: 120,
      sales_channel_ids: ["sc_1"],
      created_at: "2026-11-01T10:00:00.000Z",
    })
  })

  it("keeps each currency's distinct shelf prices, cheapest first, ignoring sales, region overrides and bulk tiers", () => {
    const document = toListingDocument(row)
    expect(document.from_price_eur).toBe(12.5)
    expect(document.prices_eur).toEqual({ p1: 24 })
    expect(document.from_price_usd).toBe(26)
    expect(document).not.toHaveProperty("prices_usd")
    expect(document).not.toHaveProperty("from_price_gbp")
  })

  it("leaves out facets the tea lacks instead of writing null", () => {
    const document = toListingDocument({ id: "prod_2", variants: [] })
    for (const key of ["type_id", "store_id", "caffeine", "origin_country", "flavour_notes", "from_price_eur"]) {
      expect(document).not.toHaveProperty(key)
    }
    expect(document.rating).toBe(0)
  })

  it("keeps the cheapest and the dearest prices when a tea has more than eight", () => {
    const many = { id: "p", variants: Array.from({ length: 10 }, (_, i) => ({ prices: [price("eur", i + 1)] })) }
    const document = toListingDocument(many)
    expect([document.from_price_eur, ...Object.values(document.prices_eur as Record<string, number>)]).toEqual([1, 2, 3, 4, 5, 6, 7, 10])
  })
})

describe("isListed", () => {
  it("lists published teas sold in a sales channel only", () => {
    expect(isListed(row)).toBe(true)
    expect(isListed({ ...row, status: "draft" })).toBe(false)
    expect(isListed({ ...row, sales_channels: [] })).toBe(false)
    expect(isListed({ ...row, sales_channels: [null] })).toBe(false)
  })
})

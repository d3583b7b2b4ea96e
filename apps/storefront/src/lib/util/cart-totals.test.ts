import { describe, expect, it } from "vitest"
import { sumCartTotals } from "./cart-totals"

describe("cart totals", () => {
  it("adds up every tea house's cart", () => {
    const totals = sumCartTotals([
      { currency_code: "eur", original_item_total: 20, item_total: 18, shipping_total: 4.9, discount_total: 2, tax_total: 3.66, total: 22.9 },
      { currency_code: "eur", original_item_total: 10, item_total: 10, shipping_total: 4.9, discount_total: 0, tax_total: 1.9, total: 14.9 },
    ])
    expect(totals).toEqual({ currencyCode: "eur", items: 30, shipping: 9.8, discount: 2, tax: 5.56, total: 37.8 })
    expect(totals.items + totals.shipping - totals.discount).toBeCloseTo(totals.total)
  })
  it("reads a missing amount as 0 and falls back to item_total before discounts are known", () => {
    expect(sumCartTotals([{ currency_code: "jpy", item_total: 1200, total: 1200 }])).toEqual({
      currencyCode: "jpy", items: 1200, shipping: 0, discount: 0, tax: 0, total: 1200,
    })
  })
  it("is zero in the fallback currency with no cart", () => {
    expect(sumCartTotals([], "usd")).toMatchObject({ currencyCode: "usd", total: 0 })
  })
})

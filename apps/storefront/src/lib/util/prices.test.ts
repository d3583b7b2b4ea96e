import { describe, expect, it } from "vitest"
import { formatMoney } from "@leafline/shop-contract"
import { cheapestVariant, fromPrice, variantPrice } from "./prices"

const variant = (price: Record<string, unknown> | null, id = "v") => ({ id, calculated_price: price }) as never

describe("variantPrice", () => {
  it("is tax-inclusive by default and without tax on request", () => {
    const v = variant({ currency_code: "eur", calculated_amount: 10, calculated_amount_with_tax: 11.9, calculated_amount_without_tax: 10 })
    expect(variantPrice(v, "eur")).toEqual({ amount: 11.9, currencyCode: "eur" })
    expect(variantPrice(v, "EUR", { includeTaxes: false })).toEqual({ amount: 10, currencyCode: "eur" })
  })
  it("falls back to the calculated amount when the back end computed no tax", () => {
    expect(variantPrice(variant({ currency_code: "usd", calculated_amount: 9.39 }), "usd").amount).toBe(9.39)
  })
  it("is 0 — never NaN or blank — without a price in the wanted currency", () => {
    for (const code of ["eur", "usd", "gbp", "jpy", "chf"]) {
      expect(variantPrice(variant(null), code)).toEqual({ amount: 0, currencyCode: code })
      expect(variantPrice(undefined, code).amount).toBe(0)
    }
    expect(variantPrice(variant({ currency_code: "eur", calculated_amount: 5 }), "gbp").amount).toBe(0)
    expect(variantPrice(variant({ currency_code: "eur", calculated_amount: null }), "eur").amount).toBe(0)
  })
  it("formats in each shop currency with its symbol, digits and cash rounding", () => {
    const shown = (currency: string, amount: number) =>
      formatMoney(variantPrice(variant({ currency_code: currency, calculated_amount_with_tax: amount }), currency))
    expect(shown("eur", 8.5)).toBe("€8.50")
    expect(shown("usd", 9.39)).toBe("$9.39")
    expect(shown("gbp", 7.2)).toBe("£7.20")
    expect(shown("jpy", 1450)).toBe("¥1,450")
    expect(shown("chf", 9.12)).toBe("CHF\u00a09.10")
    expect(formatMoney(variantPrice(variant(null), "jpy"))).toBe("¥0")
  })
})

describe("cheapestVariant and fromPrice", () => {
  const cheap = variant({ currency_code: "eur", calculated_amount: 8.5, calculated_amount_with_tax: 9.1 }, "cheap")
  const dear = variant({ currency_code: "eur", calculated_amount: 15.9, calculated_amount_with_tax: 17.01 }, "dear")
  it("takes the variant the shopper pays least for, tax included", () => {
    expect(cheapestVariant([dear, cheap], "eur")).toBe(cheap)
    expect(fromPrice({ variants: [dear, cheap] }, "eur")).toEqual({ amount: 9.1, currencyCode: "eur" })
  })
  it("prefers a priced variant to one without a price", () => {
    const unpriced = variant(null, "unpriced")
    expect(cheapestVariant([unpriced, dear], "eur")).toBe(dear)
    expect(cheapestVariant([dear, unpriced], "eur")).toBe(dear)
  })
  it("is 0 in the currency when no variant is priced", () => {
    expect(fromPrice({ variants: [variant(null)] }, "jpy")).toEqual({ amount: 0, currencyCode: "jpy" })
    expect(fromPrice({ variants: [] }, "chf")).toEqual({ amount: 0, currencyCode: "chf" })
    expect(cheapestVariant([], "eur")).toBeNull()
  })
})

import { describe, expect, it } from "vitest"
import { cheapestPrice } from "./cheapest-price"

const variant = (price: Record<string, unknown> | null) => ({ calculated_price: price }) as never

describe("cheapestPrice", () => {
  it("takes the cheapest variant, tax included", () => {
    const product = {
      variants: [
        variant({ currency_code: "eur", calculated_amount: 15.9, calculated_amount_with_tax: 17.01 }),
        variant({ currency_code: "eur", calculated_amount: 8.5, calculated_amount_with_tax: 9.1 }),
      ],
    }
    expect(cheapestPrice(product)).toEqual({ amount: 9.1, currencyCode: "eur" })
  })
  it("falls back to the calculated amount when no tax was computed", () => {
    expect(cheapestPrice({ variants: [variant({ currency_code: "usd", calculated_amount: 9.39 })] })).toEqual({
      amount: 9.39,
      currencyCode: "usd",
    })
  })
  it("is null when no variant has a price for the region", () => {
    expect(cheapestPrice({ variants: [variant(null)] })).toBeNull()
    expect(cheapestPrice({ variants: [] })).toBeNull()
  })
})

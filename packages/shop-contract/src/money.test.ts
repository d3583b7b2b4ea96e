import { describe, expect, it } from "vitest"
import { formatMoney, roundToCashStep } from "./money"

describe("formatMoney", () => {
  it("formats each shop currency with its symbol and digits", () => {
    expect(formatMoney({ amount: 12.5, currencyCode: "eur" })).toBe("€12.50")
    expect(formatMoney({ amount: 12.5, currencyCode: "usd" })).toBe("$12.50")
    expect(formatMoney({ amount: 9.99, currencyCode: "gbp" })).toBe("£9.99")
    expect(formatMoney({ amount: 1450, currencyCode: "jpy" })).toBe("¥1,450")
    expect(formatMoney({ amount: 8.07, currencyCode: "chf" })).toBe("CHF\u00a08.05")
  })
  it("shows 0 for a missing or broken amount", () => {
    expect(formatMoney({ amount: undefined, currencyCode: "eur" })).toBe("€0.00")
    expect(formatMoney({ amount: null, currencyCode: "jpy" })).toBe("¥0")
    expect(formatMoney({ amount: Number.NaN, currencyCode: "usd" })).toBe("$0.00")
  })
  it("follows the locale it is given", () => {
    expect(formatMoney({ amount: 12.5, currencyCode: "eur", locale: "de-DE" })).toBe("12,50\u00a0€")
  })
  it("keeps each locale's and currency's format apart when they take turns", () => {
    const formats = ["eur", "jpy", "eur"].flatMap((currencyCode) => [
      formatMoney({ amount: 1234.5, currencyCode }),
      formatMoney({ amount: 1234.5, currencyCode, locale: "de-DE" }),
    ])
    expect(formats).toEqual(["€1,234.50", "1.234,50\u00a0€", "¥1,235", "1.235\u00a0¥", "€1,234.50", "1.234,50\u00a0€"])
  })
})

describe("roundToCashStep", () => {
  it("rounds francs to 0.05 and leaves other currencies alone", () => {
    expect(roundToCashStep(8.07, "chf")).toBeCloseTo(8.05)
    expect(roundToCashStep(8.08, "CHF")).toBeCloseTo(8.1)
    expect(roundToCashStep(8.07, "eur")).toBe(8.07)
  })
})

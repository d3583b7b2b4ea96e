import { describe, expect, it } from "vitest"
import { formatOrderDate } from "../../../../storefront/src/lib/util/dates"
import { formatMoney as storefrontMoney } from "../../../../storefront/src/lib/util/money"
import { formatDate, formatMoney } from "./format"

describe("formatMoney", () => {
  it("writes each currency with its symbol and its digits", () => {
    expect(formatMoney(1234.5, "eur")).toBe("€1,234.50")
    expect(formatMoney(1480, "jpy")).toBe("¥1,480")
    expect(formatMoney(12, "usd")).toBe("$12.00")
    expect(formatMoney(9.99, "GBP")).toBe("£9.99")
  })

  it("rounds Swiss francs to 0.05 and reads a missing amount as 0", () => {
    expect(formatMoney(10.42, "chf")).toBe("CHF\u00a010.40")
    expect(formatMoney(null, "eur")).toBe("€0.00")
    expect(formatMoney(Number.NaN, "jpy")).toBe("¥0")
  })

  it("keeps the storefront's rule: the same text for the same amount", () => {
    const cases: [number | null, string][] = [
      [0, "eur"], [7.5, "eur"], [1234.567, "eur"], [1480, "jpy"], [99.5, "jpy"], [10.42, "chf"], [10.43, "chf"],
      [12, "usd"], [9.99, "gbp"], [-5.25, "eur"], [null, "usd"],
    ]
    for (const [amount, currencyCode] of cases) {
      expect(formatMoney(amount, currencyCode)).toBe(storefrontMoney({ amount, currencyCode }))
    }
  })
})

describe("formatDate", () => {
  it("writes dd-mm-yyyy in UTC, as the storefront does", () => {
    for (const value of ["2026-01-05T23:30:00.000Z", "2026-12-31T00:00:00+09:00", new Date(Date.UTC(2025, 1, 28, 12))]) {
      expect(formatDate(value)).toBe(formatOrderDate(value))
    }
    expect(formatDate("2026-12-31T00:00:00+09:00")).toBe("30-12-2026")
    expect(formatDate("not a date")).toBe("")
  })
})

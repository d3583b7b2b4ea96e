import { describe, expect, it } from "vitest"
import { currencyDigits, fromMinorUnits, toMinorUnits } from "./minor-units"

describe("toMinorUnits", () => {
  it("writes euros, dollars, pounds and francs in cents, yen as they are", () => {
    expect(toMinorUnits(10.5, "eur")).toBe(1050)
    expect(toMinorUnits(12, "USD")).toBe(1200)
    expect(toMinorUnits(9.99, "gbp")).toBe(999)
    expect(toMinorUnits(10.45, "chf")).toBe(1045)
    expect(toMinorUnits(1480, "jpy")).toBe(1480)
  })

  it("rounds what floating point leaves half a cent off, away from zero", () => {
    expect(toMinorUnits(1.005, "eur")).toBe(101)
    expect(toMinorUnits(0.1 + 0.2, "eur")).toBe(30)
    expect(toMinorUnits(-2.675, "eur")).toBe(-268)
    expect(toMinorUnits(99.5, "jpy")).toBe(100)
  })

  it("reads Medusa's BigNumber JSON and numeric strings; anything else is 0", () => {
    expect(toMinorUnits({ value: "33.9", precision: 20 }, "eur")).toBe(3390)
    expect(toMinorUnits("4.9", "eur")).toBe(490)
    expect(toMinorUnits(null, "eur")).toBe(0)
    expect(toMinorUnits(undefined, "eur")).toBe(0)
    expect(toMinorUnits("abc", "eur")).toBe(0)
  })
})

describe("fromMinorUnits and currencyDigits", () => {
  it("gives back the major unit", () => {
    expect(fromMinorUnits(1050, "eur")).toBe(10.5)
    expect(fromMinorUnits(1480, "jpy")).toBe(1480)
    expect([currencyDigits("eur"), currencyDigits("jpy"), currencyDigits("chf")]).toEqual([2, 0, 2])
  })
})

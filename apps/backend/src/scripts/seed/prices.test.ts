import { describe, expect, it } from "vitest"
import { shelfPrice } from "./prices"

describe("shelfPrice", () => {
  it("keeps the euro price as it is", () => {
    expect(shelfPrice(8.5, "eur")).toBe(8.5)
  })
  it("ends dollar and pound prices on 9 cents", () => {
    expect(shelfPrice(8.5, "usd")).toBe(9.39) // 9.35 -> 9.40 -> 9.39
    expect(shelfPrice(15.9, "gbp")).toBe(13.69) // 13.674 -> 13.70 -> 13.69
  })
  it("rounds yen to whole tens", () => {
    expect(shelfPrice(8.5, "jpy")).toBe(1450) // 1445 -> 1450
    expect(Number.isInteger(shelfPrice(3.33, "jpy"))).toBe(true)
  })
  it("rounds francs to the 0.05 cash step", () => {
    expect(shelfPrice(8.5, "chf")).toBe(8.1) // 8.075 -> 8.10
    const cents = Math.round(shelfPrice(12.34, "chf") * 100)
    expect(cents % 5).toBe(0)
  })
  it("never prices a tea at zero", () => {
    for (const currency of ["usd", "gbp", "jpy", "chf"]) expect(shelfPrice(0.01, currency)).toBeGreaterThan(0)
  })
  it("refuses a currency it has no rate for", () => {
    expect(() => shelfPrice(1, "sek")).toThrow(/sek/)
  })
})

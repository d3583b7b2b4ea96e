import { describe, expect, it } from "vitest"
import { chargedAmountChanged, pricesChangedMessage } from "./price-change"

describe("chargedAmountChanged", () => {
  it("sees a rise and a drop", () => {
    expect(chargedAmountChanged(9.9, 54.9, "eur")).toBe(true)
    expect(chargedAmountChanged(54.9, 9.9, "eur")).toBe(true)
    expect(chargedAmountChanged(10, 10.01, "eur")).toBe(true)
  })

  it("ignores what the currency does not charge: float noise, and fractions of a yen", () => {
    expect(chargedAmountChanged(73.9, 73.900000000001, "eur")).toBe(false)
    expect(chargedAmountChanged(67.18181818181819 + 6.718181818181818, 73.9, "eur")).toBe(false)
    expect(chargedAmountChanged(1200, 1200.2, "jpy")).toBe(false)
    expect(chargedAmountChanged(1200, 1201, "jpy")).toBe(true)
  })
})

describe("pricesChangedMessage", () => {
  it("names the new total in the cart's currency", () => {
    expect(pricesChangedMessage(54.9, "eur")).toBe(
      "The prices in your cart changed: the total is now €54.90. Check it and place the order again.",
    )
    expect(pricesChangedMessage(1200, "jpy")).toContain("the total is now ¥1,200.")
  })
})

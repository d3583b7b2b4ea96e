import { describe, expect, it } from "vitest"
import { v1DiscountCodes } from "./v1-discount-codes"

describe("v1DiscountCodes", () => {
  it("reads the codes of v1's discounts list, each once, in order", () => {
    expect(v1DiscountCodes({ discounts: [{ code: "TEA10" }, { code: "SHIP" }, { code: "TEA10" }] })).toEqual(["TEA10", "SHIP"])
  })

  it("takes an empty list as every code removed", () => {
    expect(v1DiscountCodes({ discounts: [] })).toEqual([])
  })

  it("names no codes when the body sends no discounts, or sends them in another shape", () => {
    expect(v1DiscountCodes({ email: "a@example.com" })).toBeNull()
    expect(v1DiscountCodes(undefined)).toBeNull()
    expect(v1DiscountCodes({ discounts: "TEA10" })).toBeNull()
    expect(v1DiscountCodes({ discounts: [{ code: 1 }] })).toBeNull()
  })
})

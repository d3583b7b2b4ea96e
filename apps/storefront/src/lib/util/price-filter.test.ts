import { describe, expect, it } from "vitest"
import { emptySideBounds, priceHints, typedPriceRange } from "./price-filter"

const yen = { min: 1000, max: 4080 }
const euros = { min: 4.5, max: 38.9 }

describe("priceHints", () => {
  it("are the teas' span in whole units, widened outwards", () => {
    expect(priceHints(yen)).toEqual({ min: 1000, max: 4080 })
    expect(priceHints(euros)).toEqual({ min: 4, max: 39 })
  })
  it("are the spec's 0 to 100 without a span", () => {
    expect(priceHints(null)).toEqual({ min: 0, max: 100 })
    expect(priceHints(undefined)).toEqual({ min: 0, max: 100 })
  })
})

describe("emptySideBounds", () => {
  it("keep the spec's 0 to 100 where no tea costs more", () => {
    expect(emptySideBounds(euros)).toEqual({ min: 0, max: 100 })
    expect(emptySideBounds(null)).toEqual({ min: 0, max: 100 })
  })
  it("reach the dearest tea where 100 would hide teas", () => {
    expect(emptySideBounds(yen)).toEqual({ min: 0, max: 4080 })
    expect(emptySideBounds({ min: 20, max: 120.5 })).toEqual({ min: 0, max: 121 })
  })
})

describe("typedPriceRange", () => {
  it("fills an empty side with its bound, so one typed side never hides every tea", () => {
    expect(typedPriceRange("1500", "", yen)).toEqual({ min: 1500, max: 4080 })
    expect(typedPriceRange("", "2000", yen)).toEqual({ min: 0, max: 2000 })
    expect(typedPriceRange("5", " ", euros)).toEqual({ min: 5, max: 100 })
  })
  it("reads both sides as typed, the wrong way round swapped, and refuses what is no amount", () => {
    expect(typedPriceRange("5", "12.50", euros)).toEqual({ min: 5, max: 12.5 })
    expect(typedPriceRange("20", "5", euros)).toEqual({ min: 5, max: 20 })
    expect(typedPriceRange("abc", "", euros)).toBeNull()
  })
})

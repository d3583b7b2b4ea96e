import { describe, expect, it } from "vitest"
import { CART_MAX_LINES, CART_MAX_UNITS, cartLimitProblem } from "./cart-limits"

describe("cartLimitProblem", () => {
  it("takes a cart at both limits", () => {
    expect(cartLimitProblem({ lines: CART_MAX_LINES, units: CART_MAX_UNITS })).toBeNull()
    expect(cartLimitProblem({ lines: 0, units: 0 })).toBeNull()
  })

  it("names the limit a cart would pass, and how far", () => {
    expect(cartLimitProblem({ lines: 101, units: 101 })).toBe("A cart holds at most 100 different items; this one would hold 101")
    expect(cartLimitProblem({ lines: 3, units: 1000 })).toBe("A cart holds at most 500 units in all; this one would hold 1000")
  })
})

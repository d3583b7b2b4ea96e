import { describe, expect, it } from "vitest"
import { assertWholeQuantitiesOfNewCart, assertWholeQuantitiesToAdd, assertWholeQuantityToSet } from "./whole-quantities"

describe("whole quantities", () => {
  it("takes whole units: 1 or more for a new line, 0 or more for a line's update", () => {
    expect(() => assertWholeQuantitiesToAdd([{ quantity: 2 }])).not.toThrow()
    expect(() => assertWholeQuantityToSet(0)).not.toThrow()
    expect(() => assertWholeQuantitiesOfNewCart([{ quantity: 1 }, { quantity: 3 }])).not.toThrow()
  })

  it("refuses a fraction as invalid data, naming a new cart's item by its place as sent", () => {
    expect(() => assertWholeQuantitiesToAdd([{ quantity: 1.5 }])).toThrow("The quantity must be a whole number of 1 or more, not 1.5")
    expect(() => assertWholeQuantitiesToAdd([{ quantity: 1 }, { quantity: 0.5 }])).toThrow("The quantity of items[1] must be")
    expect(() => assertWholeQuantityToSet(0.01)).toThrow("The quantity must be a whole number of 0 or more (0 removes the line), not 0.01")
    expect(() => assertWholeQuantitiesOfNewCart([{ quantity: 1 }, { quantity: 2.5 }])).toThrow(
      expect.objectContaining({ type: "invalid_data", message: "The quantity of items[1] must be a whole number of 1 or more, not 2.5" }),
    )
  })
})

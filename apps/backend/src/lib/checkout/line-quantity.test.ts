import { describe, expect, it } from "vitest"
import { lineQuantityProblem } from "./line-quantity"

describe("lineQuantityProblem", () => {
  it("takes whole numbers from 1 for a new line, from 0 for an update", () => {
    expect(lineQuantityProblem(1, 1)).toBeNull()
    expect(lineQuantityProblem(12, 1)).toBeNull()
    expect(lineQuantityProblem(0, 0)).toBeNull()
    expect(lineQuantityProblem(3, 0)).toBeNull()
  })

  it("refuses fractions, and less than the least, saying a whole number is needed", () => {
    expect(lineQuantityProblem(1.5, 1)).toBe("The quantity must be a whole number of 1 or more, not 1.5")
    expect(lineQuantityProblem(0, 1)).toMatch(/whole number of 1 or more/)
    expect(lineQuantityProblem(-2, 1)).toMatch(/whole number of 1 or more/)
    expect(lineQuantityProblem(0.01, 0)).toBe("The quantity must be a whole number of 0 or more (0 removes the line), not 0.01")
    expect(lineQuantityProblem(-1, 0)).toMatch(/whole number of 0 or more/)
    expect(lineQuantityProblem(2.5, 1, "items[1]")).toBe("The quantity of items[1] must be a whole number of 1 or more, not 2.5")
  })

  it("leaves what is not a number to Medusa's validators", () => {
    expect(lineQuantityProblem("2", 1)).toBeNull()
    expect(lineQuantityProblem(undefined, 1)).toBeNull()
  })
})

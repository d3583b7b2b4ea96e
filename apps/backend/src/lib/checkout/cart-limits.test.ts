import { MedusaError } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { assertWithinCartLimits, linesAfterAdding, sameLine } from "./cart-limits"

describe("sameLine", () => {
  it("is the same tea with the same metadata, none counting as empty", () => {
    expect(sameLine({ variant_id: "v1" }, { variant_id: "v1", metadata: {} })).toBe(true)
    expect(sameLine({ variant_id: "v1", metadata: null }, { variant_id: "v1" })).toBe(true)
    expect(sameLine({ variant_id: "v1", metadata: { gift: "yes" } }, { variant_id: "v1", metadata: { gift: "yes" } })).toBe(true)
  })

  it("is not another tea, nor the same one with other metadata", () => {
    expect(sameLine({ variant_id: "v1" }, { variant_id: "v2" })).toBe(false)
    expect(sameLine({ variant_id: "v1", metadata: { gift: "yes" } }, { variant_id: "v1" })).toBe(false)
    expect(sameLine({ variant_id: null }, { variant_id: null })).toBe(false)
  })
})

describe("linesAfterAdding", () => {
  it("adds to the line of the same tea, and makes a line of a new one", () => {
    const lines = [{ variant_id: "v1", quantity: 2 }]
    expect(linesAfterAdding(lines, [{ variant_id: "v1", quantity: 3 }, { variant_id: "v2", quantity: 1 }])).toEqual([
      { variant_id: "v1", quantity: 5 },
      { variant_id: "v2", quantity: 1 },
    ])
    expect(lines).toEqual([{ variant_id: "v1", quantity: 2 }])
  })

  it("reads Medusa's BigNumber quantities by their value, and an item without one as 1", () => {
    const big = { valueOf: () => 4 }
    expect(linesAfterAdding([{ variant_id: "v1", quantity: big }], [{ variant_id: "v1" }])).toEqual([{ variant_id: "v1", quantity: 5 }])
  })

  it("keeps a line with other metadata apart, as Medusa does", () => {
    expect(linesAfterAdding([{ variant_id: "v1", quantity: 1 }], [{ variant_id: "v1", quantity: 1, metadata: { gift: "yes" } }])).toHaveLength(2)
  })
})

describe("assertWithinCartLimits", () => {
  const lines = (count: number, quantity: number) => Array.from({ length: count }, (_, i) => ({ variant_id: `v${i}`, quantity }))

  it("takes a cart of 100 lines and 500 units", () => {
    expect(() => assertWithinCartLimits(lines(100, 5))).not.toThrow()
  })

  it("refuses more, as invalid data (a 400) naming the limit", () => {
    const refusal = (cart: { quantity: number }[]) => {
      try {
        assertWithinCartLimits(cart)
      } catch (error) {
        return error
      }
    }
    expect(refusal(lines(101, 1))).toMatchObject({ type: MedusaError.Types.INVALID_DATA, message: expect.stringMatching(/at most 100 different items; this one would hold 101/) })
    expect(refusal(lines(2, 251))).toMatchObject({ type: MedusaError.Types.INVALID_DATA, message: expect.stringMatching(/at most 500 units in all; this one would hold 502/) })
  })
})

import { describe, expect, it } from "vitest"
import { chunks } from "./chunks"

describe("chunks", () => {
  it("cuts a list into pieces of at most the size, in order", () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(chunks([1, 2], 20)).toEqual([[1, 2]])
    expect(chunks([], 20)).toEqual([])
  })

  it("refuses a size that cannot cut anything", () => {
    expect(() => chunks([1], 0)).toThrow(/whole number from 1/)
  })
})

import { describe, expect, it } from "vitest"
import { distinctHouses, teaHouseProblem } from "./one-tea-house"

const misty = { id: "sstore_1", name: "Morning Mist" }
const jade = { id: "sstore_2", name: "Jade Mountain" }

describe("distinctHouses", () => {
  it("keeps each house once, in first-seen order, and skips records without one", () => {
    expect(distinctHouses([misty, null, jade, undefined, misty])).toEqual([misty, jade])
  })

  it("is empty when no record has a house", () => {
    expect(distinctHouses([null, undefined])).toEqual([])
  })
})

describe("teaHouseProblem", () => {
  it("accepts one house's teas shipped by that house", () => {
    expect(teaHouseProblem({ itemHouses: [misty, misty], shippingMethods: [{ name: "Standard shipping", house: misty }] })).toBeNull()
  })

  it("accepts a cart before its shipping is chosen, and a cart whose teas have no house", () => {
    expect(teaHouseProblem({ itemHouses: [misty], shippingMethods: [] })).toBeNull()
    expect(teaHouseProblem({ itemHouses: [null], shippingMethods: [{ name: "Standard shipping", house: jade }] })).toBeNull()
  })

  it("refuses teas from two houses, naming both", () => {
    const problem = teaHouseProblem({ itemHouses: [misty, jade], shippingMethods: [] })
    expect(problem).toMatch(/more than one tea house/)
    expect(problem).toContain("Morning Mist, Jade Mountain")
  })

  it("refuses a shipping method of another house, naming the method and both houses", () => {
    const problem = teaHouseProblem({ itemHouses: [misty], shippingMethods: [{ name: "Express shipping", house: jade }] })
    expect(problem).toContain("'Express shipping' belongs to Jade Mountain")
    expect(problem).toContain("Morning Mist")
  })

  it("accepts a shipping option that belongs to no house", () => {
    expect(teaHouseProblem({ itemHouses: [misty], shippingMethods: [{ name: "Pick-up", house: null }] })).toBeNull()
  })
})

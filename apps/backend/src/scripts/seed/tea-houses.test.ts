import { describe, expect, it } from "vitest"
import { TEAS } from "./catalogue"
import { TEA_HOUSES, teaHouseLogoSvg, teaHouseOf } from "./tea-houses"

describe("tea houses", () => {
  it("are at least three, with unique handles and warehouses", () => {
    expect(TEA_HOUSES.length).toBeGreaterThanOrEqual(3)
    expect(new Set(TEA_HOUSES.map((h) => h.handle)).size).toBe(TEA_HOUSES.length)
    expect(new Set(TEA_HOUSES.map((h) => h.warehouse.name)).size).toBe(TEA_HOUSES.length)
  })

  it("each sell some of the seeded teas", () => {
    for (const house of TEA_HOUSES) {
      expect(TEAS.filter((tea) => teaHouseOf(tea) === house).length, house.name).toBeGreaterThan(5)
    }
  })

  it("place a tea by its country of origin, the rest with the last house", () => {
    expect(teaHouseOf({ origin: { country: "Japan", region: "Uji" } }).handle).toBe("morning-mist")
    expect(teaHouseOf({ origin: { country: "China", region: "Fujian" } }).handle).toBe("jade-mountain")
    expect(teaHouseOf({ origin: { country: "Egypt", region: "Fayoum" } }).handle).toBe("hamburg-tea-kontor")
  })

  it("draw a logo with the house's initials", () => {
    expect(teaHouseLogoSvg({ name: "Morning Mist Teahouse", hue: 90 })).toContain(">MM</text>")
  })
})

import { describe, expect, it } from "vitest"
import { basketFor, pickBenchVariants, unitsByVariant } from "./checkout-plan.mjs"

const level = (stocked, reserved = 0) => ({ location_id: "sloc_a", stocked_quantity: stocked, reserved_quantity: reserved })
const variant = (id, ...levels) => ({ id, inventory_items: [{ inventory_item_id: `iitem_${id}`, inventory: { location_levels: levels } }] })
const product = (house, ...variants) => ({ seller_store: house ? { id: house } : null, variants })

describe("pickBenchVariants", () => {
  const products = [
    product("sstore_b", variant("b1", level(50)), variant("b2", level(300, 280))),
    product("sstore_a", variant("a1", level(10)), variant("a2", level(200)), variant("a3", level(120, 20))),
    product("sstore_a", variant("a4", level(90))),
    product(null, variant("x1", level(1000))),
    product("sstore_c", variant("c1"), variant("c2", level(500), level(500)), { id: "c3", inventory_items: [] }),
  ]
  it("takes each house's best-stocked variants by what is available, houses by id", () => {
    const picks = pickBenchVariants(products, 2)
    expect(picks.map((house) => house.map((p) => [p.variantId, p.available]))).toEqual([
      [["a2", 200], ["a3", 100]],
      [["b1", 50], ["b2", 20]],
    ])
    expect(picks[0][0]).toEqual({ houseId: "sstore_a", variantId: "a2", inventoryItemId: "iitem_a2", locationId: "sloc_a", available: 200 })
  })
  it("leaves out teas without a house and variants not held at exactly one location", () => {
    expect(pickBenchVariants(products, 5).flat().map((p) => p.variantId)).not.toContain("x1")
    expect(pickBenchVariants([products[4]], 5)).toEqual([])
  })
})

describe("basketFor", () => {
  const pick = (house, n) => ({ variantId: `${house}${n}` })
  const houses = [
    [pick("a", 1), pick("a", 2)],
    [pick("b", 1), pick("b", 2)],
    [pick("c", 1)],
  ]
  const ids = (basket) => basket.map((p) => p.variantId)
  it("rotates the houses, then each house's teas", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => ids(basketFor(houses, n, 1)))).toEqual([["a1"], ["b1"], ["c1"], ["a2"], ["b2"], ["c1"], ["a1"]])
  })
  it("buys from as many different houses as asked", () => {
    expect([0, 1, 2, 3].map((n) => ids(basketFor(houses, n, 2)))).toEqual([["a1", "b1"], ["b1", "c1"], ["c1", "a1"], ["a2", "b2"]])
  })
  it("refuses more houses than have stock", () => {
    expect(() => basketFor(houses.slice(0, 1), 0, 2)).toThrow("2 tea houses wanted, 1 have stock")
  })
})

describe("unitsByVariant", () => {
  it("counts one unit per variant per basket", () => {
    const baskets = [[{ variantId: "a1" }, { variantId: "b1" }], [{ variantId: "a1" }]]
    expect(Object.fromEntries(unitsByVariant(baskets))).toEqual({ a1: 2, b1: 1 })
  })
})

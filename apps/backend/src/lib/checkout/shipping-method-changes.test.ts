import { describe, expect, it } from "vitest"
import { type CartForShipping, type PricedOption, shippingMethodChanges } from "./shipping-method-changes"

const option = (id: string, profile: string, amount: number | null = 4.9): PricedOption => ({
  id,
  name: `Option ${id}`,
  shipping_profile_id: profile,
  calculated_price: amount === null ? null : { calculated_amount: amount, is_calculated_price_tax_inclusive: true },
})
const item = (profile: string) => ({ requires_shipping: true, variant: { product: { shipping_profile: { id: profile } } } })
const method = (id: string, optionId: string, profile: string | null, amount = 4.9) => ({
  id,
  shipping_option_id: optionId,
  name: `Option ${optionId}`,
  amount,
  is_tax_inclusive: true,
  shipping_option: profile ? { shipping_profile_id: profile } : null,
})

describe("shippingMethodChanges", () => {
  it("adds the chosen option at its price, with its validated data", () => {
    const cart: CartForShipping = { id: "cart", items: [item("p1")], shipping_methods: [] }
    expect(shippingMethodChanges(cart, [{ id: "so1" }], [option("so1", "p1")], { so1: { carrier: "x" } })).toEqual({
      remove: [],
      update: [],
      add: [{ cart_id: "cart", shipping_option_id: "so1", name: "Option so1", amount: 4.9, is_tax_inclusive: true, data: { carrier: "x" } }],
    })
  })

  it("replaces the methods of the chosen option's profile and those without a profile", () => {
    const cart: CartForShipping = { id: "cart", items: [item("p1")], shipping_methods: [method("sm1", "so1", "p1"), method("sm2", "so9", null)] }
    const changes = shippingMethodChanges(cart, [{ id: "so2" }], [option("so2", "p1", 9.9)], {})
    expect(changes.remove).toEqual(["sm1", "sm2"])
    expect(changes.add.map((m) => [m.shipping_option_id, m.amount])).toEqual([["so2", 9.9]])
  })

  it("keeps another profile's method at its option's current price, and drops one no longer offered", () => {
    const cart: CartForShipping = {
      id: "cart",
      items: [item("p1"), item("p2"), item("p3")],
      shipping_methods: [method("sm2", "so2", "p2", 3), method("sm3", "so3", "p3")],
    }
    const changes = shippingMethodChanges(cart, [{ id: "so1" }], [option("so1", "p1"), option("so2", "p2", 5)], {})
    expect(changes.remove).toEqual(["sm3"])
    expect(changes.update).toEqual([{ id: "sm2", shipping_option_id: "so2", name: "Option so2", amount: 5, is_tax_inclusive: true }])
  })

  it("leaves a kept method whose price did not change unwritten", () => {
    const cart: CartForShipping = { id: "cart", items: [item("p1"), item("p2")], shipping_methods: [method("sm2", "so2", "p2")] }
    expect(shippingMethodChanges(cart, [{ id: "so1" }], [option("so1", "p1"), option("so2", "p2")], {}).update).toEqual([])
  })

  it("drops, among several methods, those of a profile no item needs, the new one too", () => {
    const cart: CartForShipping = { id: "cart", items: [item("p1")], shipping_methods: [method("sm2", "so2", "p2")] }
    const changes = shippingMethodChanges(cart, [{ id: "so3" }], [option("so3", "p3"), option("so2", "p2")], {})
    expect(changes).toEqual({ remove: ["sm2"], update: [], add: [] })
  })

  it("keeps a single method whatever its profile, as Medusa's refresh does", () => {
    const cart: CartForShipping = { id: "cart", items: [item("p1")], shipping_methods: [] }
    expect(shippingMethodChanges(cart, [{ id: "so3" }], [option("so3", "p3")], {}).add).toHaveLength(1)
  })
})

import { describe, expect, it } from "vitest"
import { V2_CART_FIELDS } from "./cart"
import { V2_CUSTOMER_FIELDS } from "./customer"
import { graphFields, prefixed } from "./fields"
import { V2_ORDER_FIELDS } from "./order"

describe("prefixed", () => {
  it("puts each field under the relation", () => {
    expect(prefixed("items", "id,title")).toBe("items.id,items.title")
  })
})

describe("the v2 fields the views ask for", () => {
  it("name each field once, without spaces", () => {
    for (const list of [V2_CART_FIELDS, V2_ORDER_FIELDS, V2_CUSTOMER_FIELDS]) {
      const fields = list.split(",")
      expect(fields.every((field) => /^\*?[a-z_.]+$/.test(field))).toBe(true)
      expect(new Set(fields).size).toBe(fields.length)
    }
  })

  it("ask a cart for its customer, its lines whole and its payment sessions, and an order for its cart and summary", () => {
    expect(V2_CART_FIELDS.split(",")).toEqual(expect.arrayContaining(["customer.id", "*items", "payment_collection.payment_sessions.status", "promotions.code"]))
    expect(V2_ORDER_FIELDS.split(",")).toEqual(expect.arrayContaining(["cart.id", "summary", "*items", "payment_status", "fulfillment_status"]))
  })
})

describe("graphFields", () => {
  it("turns the API's `*relation` into Query's `relation.*` and keeps the rest", () => {
    expect(graphFields("id,*items,shipping_methods.id")).toEqual(["id", "items.*", "shipping_methods.id"])
  })
})

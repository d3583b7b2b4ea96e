import { describe, expect, it } from "vitest"
import {
  CART_FIELDS,
  COMPLETION_FIELDS,
  CUSTOMER_FIELDS,
  ORDER_FIELDS,
  PAYMENT_COLLECTION_FIELDS,
  SHIPPING_OPTION_FIELDS,
} from "./index"

describe("store fields", () => {
  it("name each field once, without spaces, so the query string is what the back end reads", () => {
    for (const list of [CART_FIELDS, SHIPPING_OPTION_FIELDS, PAYMENT_COLLECTION_FIELDS, COMPLETION_FIELDS, ORDER_FIELDS, CUSTOMER_FIELDS]) {
      const fields = list.split(",")
      expect(fields.every((field) => /^\*?[a-z_.]+$/.test(field))).toBe(true)
      expect(new Set(fields).size).toBe(fields.length)
    }
  })

  it("ask a cart for what the checkout reads back: its items, addresses, shipping and payment sessions", () => {
    const fields = CART_FIELDS.split(",")
    for (const field of ["id", "completed_at", "items.variant_id", "*shipping_address", "shipping_methods.shipping_option_id", "payment_collection.payment_sessions.provider_id"]) {
      expect(fields).toContain(field)
    }
  })
})

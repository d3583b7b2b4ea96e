import { describe, expect, it } from "vitest"
import { onlyFields } from "./answer-fields"

describe("an answer cut down to its declared fields", () => {
  const order = {
    id: "order_1",
    email: "a@example.com",
    version: 1,
    items: [
      { id: "item_1", total: 10, metadata: { a: 1 }, product: { id: "prod_1", seller_store: { id: "s1", name: "House", handle: "h" } } },
      { id: "item_2", total: 5, metadata: null, product: null },
    ],
    shipping_address: { first_name: "A", city: "B", customer_id: "cus_1" },
    fulfillments: [{ location_id: "sloc_1" }],
    payment_collections: [],
  }

  it("keeps the declared paths, through arrays and nested records, and nothing else", () => {
    expect(onlyFields(order, ["id", "items.id", "items.product.seller_store.name", "shipping_address.city"])).toEqual({
      id: "order_1",
      items: [
        { id: "item_1", product: { seller_store: { name: "House" } } },
        { id: "item_2", product: null },
      ],
      shipping_address: { city: "B" },
    })
  })

  it("keeps a relation whole when asked for with a star, and skips fields the record lacks", () => {
    expect(onlyFields(order, ["*shipping_address", "missing", "fulfillments.missing"])).toEqual({
      shipping_address: order.shipping_address,
      fulfillments: [{}],
    })
    expect(onlyFields(order, ["shipping_address.*"])).toEqual({ shipping_address: order.shipping_address })
  })

  it("keeps a declared field that is null as null", () => {
    expect(onlyFields({ a: null, b: 1 }, ["a", "a.b"])).toEqual({ a: null })
  })
})

import { describe, expect, it } from "vitest"
import { NOT_SHIPPED_MESSAGE, type OrderForReturn, isShipped, returnRefusal, returnableQuantities } from "./returnable"

const order = (overrides: Partial<OrderForReturn> = {}): OrderForReturn => ({
  status: "pending",
  fulfillment_status: "shipped",
  items: [
    { id: "item_sencha", title: "Sencha", quantity: 3, shipped_quantity: 3 },
    { id: "item_assam", title: "Assam", quantity: 1, shipped_quantity: 1 },
  ],
  returns: [],
  ...overrides,
})

describe("isShipped", () => {
  it("holds for a shipped or delivered order, wholly or partly", () => {
    for (const status of ["shipped", "partially_shipped", "delivered", "partially_delivered"]) {
      expect(isShipped({ status: "pending", fulfillment_status: status })).toBe(true)
    }
  })

  it("does not hold before shipping, nor for a canceled order", () => {
    for (const status of ["not_fulfilled", "fulfilled", "partially_fulfilled", "canceled"]) {
      expect(isShipped({ status: "pending", fulfillment_status: status })).toBe(false)
    }
    expect(isShipped({ status: "canceled", fulfillment_status: "shipped" })).toBe(false)
  })
})

describe("returnableQuantities", () => {
  it("is what was shipped when nothing was returned", () => {
    expect(Object.fromEntries(returnableQuantities(order()))).toEqual({ item_sencha: 3, item_assam: 1 })
  })

  it("takes off what requested and received returns took back, not canceled ones", () => {
    const returns = [
      { status: "requested", items: [{ item_id: "item_sencha", quantity: 1 }] },
      { status: "received", items: [{ item_id: "item_sencha", quantity: 1 }, { item_id: "item_assam", quantity: 1 }] },
      { status: "canceled", items: [{ item_id: "item_sencha", quantity: 1 }] },
    ]
    expect(Object.fromEntries(returnableQuantities(order({ returns })))).toEqual({ item_sencha: 1, item_assam: 0 })
  })

  it("counts only what was shipped of an item", () => {
    const items = [{ id: "item_sencha", title: "Sencha", quantity: 3, shipped_quantity: 2 }]
    expect(returnableQuantities(order({ fulfillment_status: "partially_shipped", items })).get("item_sencha")).toBe(2)
  })

  it("is nothing for an order not shipped", () => {
    expect(Object.fromEntries(returnableQuantities(order({ fulfillment_status: "fulfilled" })))).toEqual({ item_sencha: 0, item_assam: 0 })
  })
})

describe("returnRefusal", () => {
  it("accepts a return of what is left to return", () => {
    expect(returnRefusal(order(), [{ id: "item_sencha", quantity: 3 }, { id: "item_assam", quantity: 1 }])).toBeNull()
  })

  it("refuses an order not shipped, or canceled", () => {
    expect(returnRefusal(order({ fulfillment_status: "not_fulfilled" }), [{ id: "item_sencha", quantity: 1 }])).toBe(NOT_SHIPPED_MESSAGE)
    expect(returnRefusal(order({ fulfillment_status: "fulfilled" }), [{ id: "item_sencha", quantity: 1 }])).toBe(NOT_SHIPPED_MESSAGE)
    expect(returnRefusal(order({ status: "canceled" }), [{ id: "item_sencha", quantity: 1 }])).toMatch(/canceled/)
  })

  it("refuses no items, an item twice and an item not in the order", () => {
    expect(returnRefusal(order(), [])).toMatch(/at least one item/)
    expect(returnRefusal(order(), [{ id: "item_sencha", quantity: 1 }, { id: "item_sencha", quantity: 1 }])).toMatch(/listed twice/)
    expect(returnRefusal(order(), [{ id: "item_other", quantity: 1 }])).toBe("This order has no item item_other.")
  })

  it("refuses a zero, negative or fractional quantity", () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(returnRefusal(order(), [{ id: "item_sencha", quantity }])).toBe('The quantity of "Sencha" must be a whole number of 1 or more.')
    }
  })

  it("refuses more than was ordered", () => {
    expect(returnRefusal(order(), [{ id: "item_sencha", quantity: 4 }])).toBe('Only 3 of "Sencha" can be returned: the order has 3.')
  })

  it("refuses more than earlier returns left", () => {
    const returns = [{ status: "requested", items: [{ item_id: "item_sencha", quantity: 2 }] }]
    expect(returnRefusal(order({ returns }), [{ id: "item_sencha", quantity: 2 }])).toBe(
      'Only 1 more of "Sencha" can be returned: 2 of the 3 ordered are returned or being returned already.',
    )
    expect(returnRefusal(order({ returns }), [{ id: "item_sencha", quantity: 1 }])).toBeNull()
    const all = [{ status: "received", items: [{ item_id: "item_assam", quantity: 1 }] }]
    expect(returnRefusal(order({ returns: all }), [{ id: "item_assam", quantity: 1 }])).toMatch(/cannot be returned again/)
  })

  it("refuses more than was shipped of an item", () => {
    const items = [{ id: "item_sencha", title: "Sencha", quantity: 3, shipped_quantity: 1 }]
    expect(returnRefusal(order({ fulfillment_status: "partially_shipped", items }), [{ id: "item_sencha", quantity: 2 }])).toBe(
      'Only 1 of "Sencha" can be returned: 1 of the 3 ordered have been shipped.',
    )
  })
})

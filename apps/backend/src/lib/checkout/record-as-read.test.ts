import { describe, expect, it } from "vitest"
import { recordAsRead } from "./record-as-read"

const READ_WITH = [
  "id", "email", "total", "currency_code", "region.*", "items.*", "items.adjustments.*", "items.variant.id", "items.variant.weight",
  "items.variant.product.status", "shipping_address.*", "customer.groups.id", "promotions.code",
]
const cart = {
  id: "cart_1",
  email: "a@example.com",
  currency_code: "eur",
  total: 12,
  subtotal: 10,
  region: { id: "reg_1", automatic_taxes: true },
  items: [
    {
      id: "item_1",
      quantity: 2,
      metadata: { gift: true },
      subtotal: 10,
      adjustments: [{ id: "adj_1", amount: 1 }],
      variant: { id: "var_1", weight: 100, product: { status: "published" } },
    },
  ],
  shipping_address: { id: "addr_1", country_code: "de", metadata: null },
  customer: { groups: [{ id: "grp_1" }] },
  promotions: [{ code: "TEN" }],
}

describe("recordAsRead", () => {
  it("keeps the fields named, each column under a '*' and what the module worked out (totals), not the wider read's relations", () => {
    expect(recordAsRead(cart, ["id", "currency_code", "total", "items.*", "items.variant.id", "items.variant.weight", "shipping_address.*"], READ_WITH)).toEqual({
      id: "cart_1",
      currency_code: "eur",
      total: 12,
      subtotal: 10,
      items: [{ id: "item_1", quantity: 2, metadata: { gift: true }, subtotal: 10, variant: { id: "var_1", weight: 100 } }],
      shipping_address: { id: "addr_1", country_code: "de", metadata: null },
    })
  })

  it("keeps a relation named without fields whole, and leaves missing or empty ones as they are", () => {
    expect(recordAsRead({ id: "c", region: { id: "r", name: "EU" }, items: null }, ["id", "region", "items.*"], READ_WITH)).toEqual({
      id: "c",
      region: { id: "r", name: "EU" },
      items: null,
    })
  })
})

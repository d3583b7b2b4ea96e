import { describe, expect, it } from "vitest"
import { orderLink } from "./order-link"

describe("orderLink", () => {
  const order = { id: "order_01ABC", display_id: 42, email: "ann+tea@example.com" }

  it("sends a customer to the order in their account", () => {
    expect(orderLink({ ...order, customer: { has_account: true } }, "http://shop.test/")).toBe("http://shop.test/account/orders/order_01ABC")
  })

  it("sends a guest to the order lookup with the number and the encoded email", () => {
    expect(orderLink({ ...order, customer: { has_account: false } }, "http://shop.test")).toBe(
      "http://shop.test/order/lookup?order=42&email=ann%2Btea%40example.com",
    )
    expect(orderLink(order, "http://shop.test")).toBe("http://shop.test/order/lookup?order=42&email=ann%2Btea%40example.com")
  })
})

import { describe, expect, it } from "vitest"
import { confirmationPath, isPlacingCarts, placementFailureMessage, placementOutcome } from "./placement"

const carts = [
  { cartId: "cart_1", house: "Kyoto Leaf" },
  { cartId: "cart_2", house: "Yunnan Hills" },
]

describe("placement outcome", () => {
  it("keeps the orders that stand and names each failed house with the server's message", () => {
    const outcome = placementOutcome(carts, [
      { status: "fulfilled", value: { orderId: "order_1" } },
      { status: "rejected", reason: new Error("The shipping method is no longer available") },
    ])
    expect(outcome.placed).toEqual([{ cartId: "cart_1", house: "Kyoto Leaf", orderId: "order_1" }])
    expect(outcome.failed).toEqual([{ cartId: "cart_2", house: "Yunnan Hills", message: "The shipping method is no longer available" }])
  })
  it("words Medusa's stock refusal for the shopper instead of showing its warehouse ids", () => {
    const message = placementFailureMessage("Not enough stock available for item iitem_01ABC at location sloc_01DEF")
    expect(message).toMatch(/no longer in stock/)
    expect(message).not.toMatch(/iitem_|sloc_/)
  })
  it("gives a failure without a message a readable one", () => {
    const outcome = placementOutcome(carts.slice(0, 1), [{ status: "rejected", reason: {} }])
    expect(outcome.failed[0].message).toMatch(/could not be placed/)
  })
  it("treats a missing answer as a failure, never as a placed order", () => {
    expect(placementOutcome(carts, []).failed).toHaveLength(2)
  })
  it("links the confirmation page to every placed order", () => {
    expect(confirmationPath([{ cartId: "c", house: "h", orderId: "order_1" }, { cartId: "d", house: "i", orderId: "order_2" }])).toBe(
      "/order/confirmed?ids=order_1,order_2",
    )
  })
  it("recognises a stored placement", () => {
    expect(isPlacingCarts(carts)).toBe(true)
    expect(isPlacingCarts([{ cartId: 1 }])).toBe(false)
    expect(isPlacingCarts("x")).toBe(false)
  })
})

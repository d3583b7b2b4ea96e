import { describe, expect, it } from "vitest"
import { orderStatusLabel, paymentStatusLabel } from "./order-status"

describe("order status label", () => {
  it("says a new order, its payment authorized, is received", () => {
    expect(orderStatusLabel({ status: "pending", fulfillment_status: "not_fulfilled", payment_status: "authorized" })).toBe("Received")
  })

  it("puts cancellation first, then how far the parcel got, then the payment", () => {
    expect(orderStatusLabel({ status: "canceled", fulfillment_status: "shipped", payment_status: "captured" })).toBe("Cancelled")
    expect(orderStatusLabel({ status: "pending", fulfillment_status: "delivered", payment_status: "captured" })).toBe("Delivered")
    expect(orderStatusLabel({ status: "pending", fulfillment_status: "partially_shipped" })).toBe("Shipped")
    expect(orderStatusLabel({ status: "pending", fulfillment_status: "fulfilled" })).toBe("Packed")
    expect(orderStatusLabel({ status: "completed" })).toBe("Completed")
    expect(orderStatusLabel({ status: "pending", payment_status: "captured" })).toBe("Paid")
    expect(orderStatusLabel({ status: "pending", payment_status: "refunded" })).toBe("Refunded")
    expect(orderStatusLabel({ status: "pending", payment_status: "not_paid" })).toBe("Awaiting payment")
  })
})

describe("payment status label", () => {
  it("says what happened to the money", () => {
    expect(paymentStatusLabel("authorized")).toBe("Authorised, taken when the order ships")
    expect(paymentStatusLabel("captured")).toBe("Paid")
    expect(paymentStatusLabel("refunded")).toBe("Refunded")
    expect(paymentStatusLabel(undefined)).toBe("Awaiting payment")
  })
})

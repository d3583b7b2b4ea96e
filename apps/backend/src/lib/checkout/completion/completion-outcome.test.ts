import { MedusaError } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { type CompletionRun, completionOutcome } from "./completion-outcome"

const finished = (rest: Omit<CompletionRun, "transaction">): CompletionRun => ({ ...rest, transaction: { hasFinished: () => true } })
const refusal = (type: string, message = "refused") => Object.assign(new MedusaError(type, message), { type })

describe("completionOutcome", () => {
  it("is the order the run placed", () => {
    expect(completionOutcome(finished({ result: { id: "order_1" } }))).toEqual({ orderId: "order_1" })
  })

  it("is the cart when the payment was not authorized or needs more, as v1 answered { type: 'cart' }", () => {
    for (const type of [MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, MedusaError.Types.PAYMENT_REQUIRES_MORE_ERROR]) {
      expect(completionOutcome(finished({ errors: [{ error: refusal(type) }] }))).toEqual({ paymentNotThrough: { message: "refused", name: "Error", type } })
    }
  })

  it("throws any other refusal as the workflow threw it", () => {
    const error = refusal(MedusaError.Types.INVALID_DATA, "Cannot complete a cart with no items")
    expect(() => completionOutcome(finished({ errors: [{ error }] }))).toThrow(error)
  })

  it("is a 409 while another request holds the cart", () => {
    expect(() => completionOutcome({ transaction: { hasFinished: () => false } })).toThrow(
      expect.objectContaining({ type: MedusaError.Types.CONFLICT, message: "Cart is already being completed by another request" }),
    )
  })

  it("is the new total when the cart was priced again and what the shopper pays changed", () => {
    expect(completionOutcome(finished({ result: { prices_changed: { total: 12.5, currency_code: "eur" } } }))).toEqual({
      pricesChanged: {
        type: "prices_changed",
        message: "The prices in your cart changed: the total is now €12.50. Check it and place the order again.",
        total: 12.5,
        currency_code: "eur",
      },
    })
  })

  it("is a 409 when the run could not have the cart's lock (another request holds the cart)", () => {
    const error = Object.assign(new Error('Timed-out acquiring lock for key "cart_1"'), { type: "conflict" })
    expect(() => completionOutcome(finished({ errors: [{ error }] }))).toThrow(
      expect.objectContaining({ type: MedusaError.Types.CONFLICT, message: "Cart is already being completed by another request" }),
    )
  })
})

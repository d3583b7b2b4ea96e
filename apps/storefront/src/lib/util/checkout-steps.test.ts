import { describe, expect, it } from "vitest"
import { chosenPaymentProvider, currentStep, doneSteps, type StepCart } from "./checkout-steps"

const addressed: StepCart = { email: "a@b.c", shipping_address: { address_1: "Teeweg 1" } }
const shipped: StepCart = { ...addressed, shipping_methods: [{ shipping_option_id: "so_1" }] }
const paid: StepCart = { ...shipped, payment_collection: { payment_sessions: [{ provider_id: "pp_system_default" }] } }

describe("checkout steps", () => {
  it("counts a step done only when every tea house's cart has done it", () => {
    expect(doneSteps([paid, addressed])).toEqual({ address: true, shipping: false, payment: false })
    expect(doneSteps([])).toEqual({ address: false, shipping: false, payment: false })
  })
  it("opens the first step not done", () => {
    expect(currentStep(null, [{}])).toBe("address")
    expect(currentStep(null, [addressed])).toBe("shipping")
    expect(currentStep(null, [shipped, paid])).toBe("payment")
    expect(currentStep(null, [paid, paid])).toBe("review")
  })
  it("lets an earlier step be revisited but never skips ahead", () => {
    expect(currentStep("address", [paid])).toBe("address")
    expect(currentStep("review", [addressed])).toBe("shipping")
    expect(currentStep("nonsense", [shipped])).toBe("payment")
  })
  it("a house whose shipping method was dropped sends the shopper back to shipping", () => {
    expect(currentStep("review", [paid, { ...paid, shipping_methods: [] }])).toBe("shipping")
  })
  it("knows the provider when every cart agrees on it", () => {
    expect(chosenPaymentProvider([paid, paid])).toBe("pp_system_default")
    expect(chosenPaymentProvider([paid, shipped])).toBeNull()
  })
})

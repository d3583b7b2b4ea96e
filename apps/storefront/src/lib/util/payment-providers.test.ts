import { describe, expect, it } from "vitest"
import { isTestPayment, paymentProviderTitle } from "./payment-providers"

describe("paymentProviderTitle", () => {
  it("gives Medusa v2's providers the spec's titles", () => {
    expect(paymentProviderTitle("pp_system_default")).toBe("Test payment")
    expect(paymentProviderTitle("pp_stripe_stripe")).toBe("Credit card")
    expect(paymentProviderTitle("pp_stripe-ideal_stripe")).toBe("iDEAL")
    expect(paymentProviderTitle("pp_paypal_paypal")).toBe("PayPal")
    expect(paymentProviderTitle("pp_redfynn_redfynn")).toBe("Credit or Debit card")
    expect(paymentProviderTitle("pp_redfynn_cards_eu")).toBe("Credit or Debit card")
  })
  it("knows the older back end's bare ids", () => {
    expect(paymentProviderTitle("stripe")).toBe("Credit card")
    expect(paymentProviderTitle("stripe-ideal")).toBe("iDEAL")
    expect(paymentProviderTitle("paypal")).toBe("PayPal")
    expect(paymentProviderTitle("manual")).toBe("Test payment")
    expect(paymentProviderTitle("redfynn")).toBe("Credit or Debit card")
  })
  it("names an unknown provider after its identifier", () => {
    expect(paymentProviderTitle("pp_stripe-bancontact_stripe")).toBe("Stripe Bancontact")
    expect(paymentProviderTitle("pp_klarna_default")).toBe("Klarna")
    expect(paymentProviderTitle("gift_card")).toBe("Gift Card")
    expect(paymentProviderTitle("")).toBe("Payment")
  })
})

describe("isTestPayment", () => {
  it("is the manual provider only", () => {
    expect(isTestPayment("pp_system_default")).toBe(true)
    expect(isTestPayment("manual")).toBe(true)
    expect(isTestPayment("pp_stripe_stripe")).toBe(false)
    expect(isTestPayment("pp_redfynn_system")).toBe(false)
  })
})

import { describe, expect, it } from "vitest"
import { v1ShippingOption } from "./shipping-option"
import { eurOptions, jpyOptions } from "./shipping-option.fixture"

const europe = { region_id: "reg_europe", currency_code: "eur" }
const japan = { region_id: "reg_japan", currency_code: "jpy" }

describe("v1ShippingOption", () => {
  it("answers a EUR cart's option in cents, with the region it was asked for and its tea house", () => {
    const [standard] = eurOptions
    expect(v1ShippingOption(standard, europe)).toEqual({
      id: standard.id,
      name: "Standard shipping",
      region_id: "reg_europe",
      provider_id: "manual_manual",
      price_type: "flat_rate",
      amount: 490,
      is_return: false,
      admin_only: false,
      data: {},
      metadata: null,
      store_id: "sstore_01M8B1J7G4A1VVGSZQX837RWH1",
    })
    expect(v1ShippingOption(eurOptions[1], europe)).toMatchObject({ name: "Express shipping", amount: 990 })
  })

  it("answers yen as they are, yen having no minor unit", () => {
    expect(jpyOptions.map((option) => v1ShippingOption(option, japan).amount)).toEqual([700, 1400])
  })

  it("prices a calculated option at the amount calculated for the cart, and one without a price as null", () => {
    const calculated = { ...eurOptions[0], price_type: "calculated" as const, amount: null, calculated_price: { calculated_amount: 12.345 } }
    expect(v1ShippingOption(calculated, europe)).toMatchObject({ price_type: "calculated", amount: 1235 })
    expect(v1ShippingOption({ ...eurOptions[0], amount: null, calculated_price: null }, europe).amount).toBeNull()
  })
})

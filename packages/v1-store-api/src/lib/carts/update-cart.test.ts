import { describe, expect, it } from "vitest"
import { assertOwnCustomerId, v2CartUpdate } from "./update-cart"

const saved = { id: "caaddr_1", first_name: "Test", last_name: "Shopper", address_1: "Teegasse 1", city: "Wien", country_code: "at", postal_code: "1010" }

describe("v2CartUpdate", () => {
  it("passes the fields both APIs share and nothing v1 sent only for itself", () => {
    const update = v2CartUpdate(
      { region_id: "reg_1", email: "a@example.com", sales_channel_id: "sc_1", metadata: { note: "x" }, customer_id: "cus_1" },
      { currentShipping: null },
    )
    expect(update).toEqual({ region_id: "reg_1", email: "a@example.com", sales_channel_id: "sc_1", metadata: { note: "x" } })
  })

  it("turns v1's discounts into the whole list of promotion codes the cart keeps", () => {
    expect(v2CartUpdate({ discounts: [{ code: "A" }, { code: "A" }, { code: "B" }] }, { currentShipping: null })).toEqual({ promo_codes: ["A", "B"] })
    expect(v2CartUpdate({ discounts: [] }, { currentShipping: null })).toEqual({ promo_codes: [] })
    expect(v2CartUpdate({}, { currentShipping: null })).toEqual({})
  })

  it("takes the addresses as resolved, v1's country_code setting the shipping country", () => {
    const shipping = { first_name: "Test", country_code: "de" }
    expect(v2CartUpdate({ country_code: "AT" }, { shipping, billing: shipping, currentShipping: null })).toEqual({
      shipping_address: { first_name: "Test", country_code: "at" },
      billing_address: shipping,
    })
  })

  it("changes only the country of the cart's own shipping address when v1 sends country_code alone", () => {
    const { id: _id, ...fields } = saved
    expect(v2CartUpdate({ country_code: "de" }, { currentShipping: saved })).toEqual({ shipping_address: { ...fields, country_code: "de" } })
    expect(v2CartUpdate({ country_code: "de" }, { currentShipping: null })).toEqual({ shipping_address: { country_code: "de" } })
  })
})

describe("assertOwnCustomerId", () => {
  it("lets the signed-in customer name themself, or no one be named", () => {
    expect(() => assertOwnCustomerId("cus_1", "cus_1")).not.toThrow()
    expect(() => assertOwnCustomerId(undefined, undefined)).not.toThrow()
  })

  it("refuses any other customer, and a guest naming anyone", () => {
    expect(() => assertOwnCustomerId("cus_2", "cus_1")).toThrow(/only to the signed-in customer/)
    expect(() => assertOwnCustomerId("cus_1", undefined)).toThrow(/sign in/)
  })
})

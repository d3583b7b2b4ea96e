import { describe, expect, it } from "vitest"
import { type TaxAddress, isDetailsUpdate, taxRelevantAddressChanged } from "./cart-details-update"

const address = { first_name: "Test", address_1: "Teegasse 1", city: "Teestadt", postal_code: "12345", country_code: "de" }

describe("isDetailsUpdate", () => {
  it("takes an email and addresses, each alone or together", () => {
    expect(isDetailsUpdate({ id: "cart_1", email: "a@example.com" })).toBe(true)
    expect(isDetailsUpdate({ id: "cart_1", shipping_address: address, billing_address: address })).toBe(true)
    expect(isDetailsUpdate({ id: "cart_1", email: "a@example.com", shipping_address: address, additional_data: { x: 1 } })).toBe(true)
    expect(isDetailsUpdate({ id: "cart_1", email: "a@example.com", region_id: undefined })).toBe(true)
  })

  it("leaves anything else to Medusa's workflow", () => {
    expect(isDetailsUpdate({ id: "cart_1", email: "a@example.com", region_id: "reg_1" })).toBe(false)
    expect(isDetailsUpdate({ id: "cart_1", sales_channel_id: "sc_1" })).toBe(false)
    expect(isDetailsUpdate({ id: "cart_1", promo_codes: [] })).toBe(false)
    expect(isDetailsUpdate({ id: "cart_1", metadata: { a: 1 } })).toBe(false)
    expect(isDetailsUpdate({ id: "cart_1", locale: "de-DE" })).toBe(false)
    expect(isDetailsUpdate({ id: "cart_1", email: null })).toBe(false)
    expect(isDetailsUpdate({ id: "cart_1", shipping_address: "addr_1" })).toBe(false)
  })
})

describe("taxRelevantAddressChanged", () => {
  const prev = { id: "addr_1", country_code: "de", province: null, postal_code: "12345", city: "Teestadt" }

  it("is a change of country (in any case), province, postal code, city or address", () => {
    expect(taxRelevantAddressChanged({ country_code: "fr" }, prev)).toBe(true)
    expect(taxRelevantAddressChanged({ postal_code: "54321" }, prev)).toBe(true)
    expect(taxRelevantAddressChanged({ city: "Teedorf" }, prev)).toBe(true)
    expect(taxRelevantAddressChanged({ province: "by" }, prev)).toBe(true)
    expect(taxRelevantAddressChanged({ id: "addr_2" }, prev)).toBe(true)
    expect(taxRelevantAddressChanged(address, null)).toBe(true)
  })

  it("is no change for an address sent as it is, or none sent", () => {
    const resent: TaxAddress = { ...address, country_code: "DE" }
    expect(taxRelevantAddressChanged(resent, { ...prev })).toBe(false)
    expect(taxRelevantAddressChanged(undefined, prev)).toBe(false)
  })
})

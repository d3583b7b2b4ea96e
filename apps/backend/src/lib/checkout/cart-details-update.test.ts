import { describe, expect, it } from "vitest"
import { type TaxAddress, cartAsWritten, isDetailsUpdate, linePricesChanged, taxRelevantAddressChanged } from "./cart-details-update"

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

describe("cartAsWritten", () => {
  const cart = {
    id: "cart_1",
    email: "old@example.com",
    customer_id: "cus_old",
    customer: { id: "cus_old", email: "old@example.com", groups: [{ id: "grp_1" }] },
    shipping_address: { id: "addr_1", first_name: "Old", city: "Teestadt", postal_code: "12345", country_code: "de", province: "be" },
    items: [{ id: "item_1", unit_price: 10 }],
    item_total: 10,
  }

  it("takes the email, the customer (with its groups, none for one just made) and a new address record of the fields sent", () => {
    const written = cartAsWritten(cart, { email: "new@example.com", customer_id: "cus_new", shipping_address: { city: "Lyon", country_code: "fr" } }, { id: "cus_new", email: "new@example.com" })
    expect(written.email).toBe("new@example.com")
    expect(written.customer_id).toBe("cus_new")
    expect(written.customer).toEqual({ id: "cus_new", email: "new@example.com", groups: [] })
    expect(written.shipping_address).toMatchObject({ id: null, first_name: null, province: null, postal_code: null, city: "Lyon", country_code: "fr" })
    // What the write does not touch stays as read: the lines and the totals.
    expect(written.items).toBe(cart.items)
    expect(written.item_total).toBe(10)
  })

  it("updates the cart's own address record when the update names it, and keeps what is not sent", () => {
    const written = cartAsWritten(cart, { shipping_address: { id: "addr_1", city: "Potsdam" } })
    expect(written.shipping_address).toEqual({ ...cart.shipping_address, city: "Potsdam" })
    expect(written.email).toBe("old@example.com")
    expect(written.customer).toBe(cart.customer)
  })
})

describe("linePricesChanged", () => {
  const items = [{ id: "item_1", unit_price: 10, is_tax_inclusive: true }, { id: "item_2", unit_price: "4.5", is_tax_inclusive: false }]

  it("is false when every line keeps its price and its tax inclusion", () => {
    expect(linePricesChanged(items, [
      { selector: { id: "item_1" }, data: { unit_price: 10, is_tax_inclusive: true } },
      { selector: { id: "item_2" }, data: { unit_price: 4.5, is_tax_inclusive: false } },
    ])).toBe(false)
  })

  it("is true when a line's price or tax inclusion moved", () => {
    expect(linePricesChanged(items, [{ selector: { id: "item_1" }, data: { unit_price: 9, is_tax_inclusive: true } }])).toBe(true)
    expect(linePricesChanged(items, [{ selector: { id: "item_2" }, data: { unit_price: 4.5, is_tax_inclusive: true } }])).toBe(true)
  })
})

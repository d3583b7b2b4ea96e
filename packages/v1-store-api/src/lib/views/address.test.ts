import { describe, expect, it } from "vitest"
import { v1Address, v2AddressInput } from "./address"
import { eurCart } from "./cart.fixture"

describe("v1Address", () => {
  it("answers v2's cart address with v1's fields, missing ones as null", () => {
    expect(v1Address(eurCart.shipping_address)).toEqual({
      id: eurCart.shipping_address!.id,
      first_name: "Test",
      last_name: "Shopper",
      company: null,
      address_1: "Teegasse 1",
      address_2: null,
      city: "Teestadt",
      country_code: "at",
      province: null,
      postal_code: "12345",
      phone: null,
      metadata: null,
    })
    expect(v1Address({ id: "caaddr_1", city: "Wien" })).toMatchObject({ id: "caaddr_1", city: "Wien", first_name: null, metadata: null })
  })

  it("answers null for no address", () => {
    expect(v1Address(null)).toBeNull()
    expect(v1Address(undefined)).toBeNull()
  })
})

describe("v2AddressInput", () => {
  it("passes on the fields a v1 client sent, country lower case, null kept to clear a field", () => {
    expect(
      v2AddressInput({ first_name: "Ann", address_1: "Teegasse 1", address_2: null, country_code: "AT", metadata: { floor: 2 } }),
    ).toEqual({ first_name: "Ann", address_1: "Teegasse 1", address_2: null, country_code: "at", metadata: { floor: 2 } })
  })

  it("leaves out what v2 does not take", () => {
    const sent = { city: "Kyoto", customer_id: "cus_other", id: "addr_x" } as Parameters<typeof v2AddressInput>[0]
    expect(v2AddressInput(sent)).toEqual({ city: "Kyoto" })
  })
})

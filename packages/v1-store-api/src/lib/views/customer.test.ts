import { describe, expect, it } from "vitest"
import { v1Address } from "./address"
import { v1Customer } from "./customer"
import { customerWithAddress } from "./customer.fixture"

describe("v1Customer", () => {
  it("answers v2's customer with its addresses as v1's shipping addresses", () => {
    const [kyoto] = customerWithAddress.addresses!
    expect(v1Customer(customerWithAddress)).toEqual({
      object: "customer",
      id: customerWithAddress.id,
      email: customerWithAddress.email,
      first_name: "Test",
      last_name: "Shopper",
      phone: null,
      has_account: true,
      billing_address_id: null,
      billing_address: null,
      shipping_addresses: [
        {
          id: kyoto.id,
          first_name: "Test",
          last_name: "Shopper",
          company: "Leaf Co",
          address_1: "1-2-3 Chayamachi",
          address_2: null,
          city: "Kyoto",
          country_code: "jp",
          province: "Kyoto",
          postal_code: "605-0000",
          phone: "+81 75 000 0000",
          metadata: null,
        },
      ],
      metadata: null,
      created_at: customerWithAddress.created_at,
      updated_at: customerWithAddress.updated_at,
    })
  })

  it("takes the address v2 marks as the default for billing as v1's billing address", () => {
    const [kyoto] = customerWithAddress.addresses!
    const billing = { ...kyoto, id: "cuaddr_billing", city: "Osaka", is_default_billing: true }
    const customer = v1Customer({ ...customerWithAddress, addresses: [kyoto, billing] })
    expect(customer.billing_address_id).toBe("cuaddr_billing")
    expect(customer.billing_address).toEqual(v1Address(billing))
    expect(customer.shipping_addresses.map((address) => address.id)).toEqual([kyoto.id, "cuaddr_billing"])
  })
})

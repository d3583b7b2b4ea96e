import { describe, expect, it } from "vitest"
import { asLookedUpOrder } from "./looked-up-order"
import { v1Order } from "./order"
import { eurOrder } from "./order.fixture"

// The order's addresses with a phone and a company, which the v2 lookup does not show.
const withContact = (address: typeof eurOrder.shipping_address) => address && { ...address, phone: "+43 1 234", company: "Teehaus GmbH", metadata: { note: "x" } }
const order = v1Order(
  { ...eurOrder, shipping_address: withContact(eurOrder.shipping_address), billing_address: withContact(eurOrder.billing_address) },
  { shippingOptionStores: new Map() },
)
const ADDRESS = ["first_name", "last_name", "address_1", "address_2", "city", "postal_code", "country_code"]
const LOOKUP_FIELDS = ["id", "display_id", "email", "total", ...ADDRESS.flatMap((f) => [`shipping_address.${f}`, `billing_address.${f}`])]

describe("asLookedUpOrder", () => {
  const found = asLookedUpOrder(order, LOOKUP_FIELDS)

  it("keeps the order's number, email, lines and amounts", () => {
    expect(found.display_id).toBe(order.display_id)
    expect(found.email).toBe(order.email)
    expect(found.total).toBe(order.total)
    expect(found.items.map((item) => [item.id, item.total, item.store_id])).toEqual(order.items.map((item) => [item.id, item.total, item.store_id]))
  })

  it("answers only the address fields the v2 lookup shows", () => {
    expect([order.shipping_address?.phone, order.billing_address?.company]).toEqual(["+43 1 234", "Teehaus GmbH"])
    for (const address of [found.shipping_address!, found.billing_address!]) {
      const shown = Object.entries(address).filter(([field, value]) => field !== "id" && value !== null).map(([field]) => field)
      expect(shown.every((field) => ADDRESS.includes(field)), shown.join(",")).toBe(true)
      expect(address.first_name).toBe(order.shipping_address!.first_name)
      expect(address.metadata).toBeNull()
    }
  })

  it("leaves out the customer, the cart, the channel and metadata the v2 lookup does not answer", () => {
    expect(order.customer_id).toBeTruthy()
    expect(order.cart_id).toBeTruthy()
    expect([found.customer_id, found.cart_id, found.sales_channel_id, found.metadata]).toEqual([null, null, null, null])
    expect(found.items.every((item) => item.cart_id === null && item.metadata === null)).toBe(true)
    expect(found.shipping_methods.every((method) => method.cart_id === null && Object.keys(method.data).length === 0)).toBe(true)
  })

  it("keeps what the lookup's fields do show", () => {
    expect(asLookedUpOrder(order, ["customer_id", "cart.id"]).customer_id).toBe(order.customer_id)
    expect(asLookedUpOrder(order, ["customer_id", "cart.id"]).cart_id).toBe(order.cart_id)
  })
})

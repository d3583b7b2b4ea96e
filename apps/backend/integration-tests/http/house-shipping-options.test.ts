import { SHIPPING_OPTION_FIELDS } from "@leafline/store-fields"
import { beforeAll, describe, expect, it } from "vitest"
import { type HouseTeas, addItem, addressedCart, teaHouses } from "../checkout"
import { call, registerCustomer } from "../shoppers"

type Option = Record<string, unknown> & { id: string; name: string; store_id: string | null }

let houses: HouseTeas[]

beforeAll(async () => {
  houses = await teaHouses()
  expect(houses.length).toBeGreaterThanOrEqual(2)
})

async function shippingOptions(cartId: string, { fields, token }: { fields?: string; token?: string } = {}) {
  const query = new URLSearchParams({ cart_id: cartId, ...(fields ? { fields } : {}) })
  return call<{ shipping_options: Option[]; message?: string }>("GET", `/store/shipping-options?${query}`, { token })
}

/** An addressed cart holding one tea of the house. */
async function houseCart(house: HouseTeas, token?: string) {
  const cart = await addressedCart(undefined, token)
  await addItem(cart.id, house.variantIds[0], 1, token)
  return cart
}

describe("a cart's shipping options", () => {
  it("are its tea house's, each priced, and none of another house", async () => {
    const [house, other] = houses
    const { status, body } = await shippingOptions((await houseCart(house)).id)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.shipping_options.map((option) => option.name).sort()).toEqual(["Express shipping", "Standard shipping"])
    for (const option of body.shipping_options) {
      expect(option.store_id).toBe(house.id)
      expect(option.amount).toEqual(expect.any(Number))
    }
    const { body: otherCart } = await shippingOptions((await houseCart(other)).id)
    const otherIds = otherCart.shipping_options.map((option) => option.id)
    expect(otherIds.length).toBeGreaterThan(0)
    expect(body.shipping_options.some((option) => otherIds.includes(option.id))).toBe(false)
  })

  it("answer the storefront's fields, and those only (with the house)", async () => {
    const { body } = await shippingOptions((await houseCart(houses[0])).id, { fields: SHIPPING_OPTION_FIELDS })
    expect(body.shipping_options.length).toBeGreaterThan(0)
    for (const option of body.shipping_options) {
      expect(Object.keys(option).sort()).toEqual(["calculated_price", "id", "name", "seller_store", "store_id", "store_name"])
      expect(option.calculated_price).toEqual({ calculated_amount: expect.any(Number) })
      expect(option.store_id).toBe(houses[0].id)
    }
  })

  it("are none for a cart without teas", async () => {
    const { status, body } = await shippingOptions((await addressedCart()).id)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.shipping_options).toEqual([])
  })

  it("of a customer's cart are refused to a guest and to another customer, like the cart itself", async () => {
    const [owner, stranger] = await Promise.all([registerCustomer(), registerCustomer()])
    const cart = await houseCart(houses[0], owner.token)
    expect((await shippingOptions(cart.id, { token: owner.token })).status).toBe(200)
    for (const token of [undefined, stranger.token]) {
      const { status, body } = await shippingOptions(cart.id, { token })
      expect(status).toBe(404)
      expect(body.message).toBe(`Cart with id ${cart.id} was not found`)
    }
  })

  it("of an unknown cart are a 404", async () => {
    const { status, body } = await shippingOptions("cart_unknown")
    expect(status).toBe(404)
    expect(body.message).toBe("Cart with id cart_unknown was not found")
  })
})

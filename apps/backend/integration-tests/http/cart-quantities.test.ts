import { describe, expect, it } from "vitest"
import { cartWithATea } from "../carts"
import { call } from "../shoppers"

/**
 * A tea is sold in whole units. Medusa's validators take any number above 0, and the cart rounded it:
 * 1.5 was stored as 2, and 0.01 as a line of 0 kept in the cart.
 */

const WHOLE_NUMBER = /quantity.* must be a whole number/i

async function firstVariant(): Promise<string> {
  return (await call("GET", "/store/products?limit=1&fields=id,variants.id&order=handle")).body.products[0].variants[0].id
}

async function cartItems(cartId: string) {
  const { body } = await call("GET", `/store/carts/${cartId}?fields=id,items.id,items.quantity`)
  return body.cart.items.map((item: { id: string; quantity: number }) => ({ id: item.id, quantity: item.quantity }))
}

function expectRefused(answer: { status: number; body: any }, what: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(400)
  expect(answer.body).toMatchObject({ type: "invalid_data", message: expect.stringMatching(WHOLE_NUMBER) })
}

describe("line quantities", () => {
  it("adding a line takes whole numbers of 1 or more, and refuses a fraction with a 400 saying so", async () => {
    const cart = await cartWithATea()
    const before = await cartItems(cart.id)
    const variant_id = await firstVariant()
    for (const quantity of [1.5, 0.5, 2.0000001]) {
      expectRefused(await call("POST", `/store/carts/${cart.id}/line-items`, { body: { variant_id, quantity } }), `add ${quantity}`)
    }
    expect(await cartItems(cart.id)).toEqual(before)

    const added = await call("POST", `/store/carts/${cart.id}/line-items`, { body: { variant_id, quantity: 2 } })
    expect(added.status).toBe(200)
  })

  it("updating a line takes whole numbers of 0 or more (0 removes it), and refuses a fraction", async () => {
    const cart = await cartWithATea()
    const [line] = await cartItems(cart.id)
    for (const quantity of [0.01, 1.5]) {
      expectRefused(await call("POST", `/store/carts/${cart.id}/line-items/${line.id}`, { body: { quantity } }), `update to ${quantity}`)
    }
    expect(await cartItems(cart.id)).toEqual([line])

    expect((await call("POST", `/store/carts/${cart.id}/line-items/${line.id}`, { body: { quantity: 3 } })).status).toBe(200)
    expect(await cartItems(cart.id)).toEqual([{ id: line.id, quantity: 3 }])
    expect((await call("POST", `/store/carts/${cart.id}/line-items/${line.id}`, { body: { quantity: 0 } })).status).toBe(200)
    expect(await cartItems(cart.id)).toEqual([])
  })

  it("a new cart's items take whole numbers of 1 or more: a fraction is a 400 naming the item", async () => {
    const region = (await call("GET", "/store/regions?fields=id&limit=1")).body.regions[0]
    const channel = (await call("GET", "/store/sales-channels")).body.sales_channels[0]
    const variant_id = await firstVariant()
    const cart = (items: unknown) => call("POST", "/store/carts", { body: { region_id: region.id, sales_channel_id: channel.id, items } })

    const refused = await cart([{ variant_id, quantity: 1 }, { variant_id, quantity: 2.5 }])
    expectRefused(refused, "create with 2.5")
    expect(refused.body.message).toMatch(/items\[1\]/)

    // Named by its place as sent, before a tea sent twice becomes one item.
    const later = await cart([{ variant_id, quantity: 1 }, { variant_id, quantity: 1 }, { variant_id, quantity: 0.5 }])
    expectRefused(later, "create with 0.5 third")
    expect(later.body.message).toBe("The quantity of items[2] must be a whole number of 1 or more, not 0.5")

    const made = await cart([{ variant_id, quantity: 2 }])
    expect(made.status).toBe(200)
    expect(made.body.cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([2])
  })
})

import { beforeAll, describe, expect, it } from "vitest"
import { addressedCart, addItem, chooseShipping, complete, payManually, teaHouses, type HouseTeas } from "../checkout"
import { call, registerCustomer } from "../shoppers"

/**
 * GET /store/carts/:id answers are kept until the cart is written to (lib/checkout/kept-cart-answers.ts).
 * Each write is read back at once, as the storefront does, after the answer before it was read (and kept).
 */

const FIELDS = [
  "id,completed_at,total,email",
  "items.id,items.quantity",
  "shipping_methods.shipping_option_id",
  "promotions.code",
  "payment_collection.id,payment_collection.payment_sessions.provider_id",
].join(",")

type CartAnswer = {
  id: string
  completed_at: string | null
  total: number
  email: string
  items: { id: string; quantity: number }[]
  shipping_methods: { shipping_option_id: string }[]
  payment_collection?: { id: string; payment_sessions: { provider_id: string }[] } | null
}

let house: HouseTeas

beforeAll(async () => {
  house = (await teaHouses()).find((candidate) => candidate.variantIds.length > 1)!
})

async function read(cartId: string, token?: string): Promise<CartAnswer> {
  const { status, body } = await call("GET", `/store/carts/${cartId}?fields=${FIELDS}`, { token })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.cart
}

/** Reads the cart twice (the second from what was kept), then writes and expects the next read to show it. */
async function readsBack(cartId: string, write: () => Promise<unknown>, shows: (cart: CartAnswer) => void) {
  const before = await read(cartId)
  expect(await read(cartId)).toEqual(before)
  await write()
  shows(await read(cartId))
}

describe("a cart's kept answer", () => {
  it("shows every write of the checkout at once: items, quantities, address, shipping, payment, promotions, completion", async () => {
    const cart = await addressedCart()
    const [tea, other] = house.variantIds
    await readsBack(cart.id, () => addItem(cart.id, tea), (c) => expect(c.items).toHaveLength(1))
    await readsBack(cart.id, () => addItem(cart.id, other, 2), (c) => expect(c.items.map((i) => i.quantity).sort()).toEqual([1, 2]))
    const line = (await read(cart.id)).items.find((i) => i.quantity === 2)!
    await readsBack(
      cart.id,
      () => call("POST", `/store/carts/${cart.id}/line-items/${line.id}`, { body: { quantity: 3 } }),
      (c) => expect(c.items.find((i) => i.id === line.id)?.quantity).toBe(3),
    )
    await readsBack(
      cart.id,
      () => call("DELETE", `/store/carts/${cart.id}/line-items/${line.id}`),
      (c) => expect(c.items.map((i) => i.id)).not.toContain(line.id),
    )
    const email = `kept-${crypto.randomUUID()}@example.com`
    await readsBack(cart.id, () => call("POST", `/store/carts/${cart.id}`, { body: { email } }), (c) => expect(c.email).toBe(email))
    await readsBack(cart.id, () => chooseShipping(cart.id, house.id), (c) => expect(c.shipping_methods).toHaveLength(1))
    const unknownCode = await call("POST", `/store/carts/${cart.id}/promotions`, { body: { promo_codes: ["NO-SUCH-CODE"] } })
    expect(unknownCode.status).toBe(400)
    await readsBack(
      cart.id,
      () => payManually(cart.id),
      (c) => expect(c.payment_collection?.payment_sessions.map((s) => s.provider_id)).toEqual(["pp_system_default"]),
    )
    await readsBack(
      cart.id,
      async () => expect((await complete(cart.id)).status).toBe(200),
      (c) => expect(c.completed_at).toBeTruthy(),
    )
  })

  it("shows a payment collection made for the cart, and is kept per query", async () => {
    const cart = await addressedCart()
    await addItem(cart.id, house.variantIds[0])
    const narrow = await call("GET", `/store/carts/${cart.id}?fields=id,total`)
    expect(narrow.body.cart).not.toHaveProperty("payment_collection")
    await readsBack(
      cart.id,
      () => call("POST", "/store/payment-collections", { body: { cart_id: cart.id } }),
      (c) => expect(c.payment_collection?.id).toBeTruthy(),
    )
    expect((await call("GET", `/store/carts/${cart.id}?fields=id,total`)).body.cart).not.toHaveProperty("payment_collection")
  })

  it("reaches only those the cart's own answer reaches: a customer's cart stays a 404 to others once kept", async () => {
    const customer = await registerCustomer()
    const cart = await addressedCart(customer.email, customer.token)
    await addItem(cart.id, house.variantIds[0], 1, customer.token)
    expect((await read(cart.id, customer.token)).items).toHaveLength(1)
    expect((await read(cart.id, customer.token)).items).toHaveLength(1)
    expect((await call("GET", `/store/carts/${cart.id}?fields=${FIELDS}`)).status).toBe(404)
    const stranger = await registerCustomer()
    expect((await call("GET", `/store/carts/${cart.id}?fields=${FIELDS}`, { token: stranger.token })).status).toBe(404)
  })
})

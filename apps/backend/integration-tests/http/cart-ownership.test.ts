import { beforeAll, describe, expect, it } from "vitest"
import { cartWithATea } from "../carts"
import { addItem, addressedCart, complete, guestEmail, readyCart, teaHouses } from "../checkout"
import { call, registerCustomer } from "../shoppers"

type Customer = Awaited<ReturnType<typeof registerCustomer>>

let alice: Customer
let bob: Customer

beforeAll(async () => {
  ;[alice, bob] = await Promise.all([registerCustomer(), registerCustomer()])
})

describe("a cart's lines", () => {
  it("are deleted only through the cart that holds them: another cart's line is a 404 and stays", async () => {
    const [victim, attacker] = await Promise.all([cartWithATea(), cartWithATea()])
    const line = (await call("GET", `/store/carts/${victim.id}`)).body.cart.items[0]
    const refused = await call("DELETE", `/store/carts/${attacker.id}/line-items/${line.id}`)
    expect(refused.status).toBe(404)
    expect(refused.body.message).toBe(`Line item with id: ${line.id} was not found`)
    const kept = await call("GET", `/store/carts/${victim.id}`)
    expect(kept.body.cart.items.map((item: { id: string }) => item.id)).toEqual([line.id])
    const own = await call("DELETE", `/store/carts/${victim.id}/line-items/${line.id}`)
    expect(own.status).toBe(200)
    expect(own.body.parent.items).toEqual([])
  })
})

describe("a signed-in customer's cart", () => {
  it("is theirs: created with their session, it carries their id", async () => {
    const cart = await cartWithATea(bob.token)
    const { status, body } = await call("GET", `/store/carts/${cart.id}`, { token: bob.token })
    expect(status).toBe(200)
    expect(body.cart.customer_id).toBe(bob.id)
  })

  it("cannot be read, changed, paid or completed by a guest or another customer, who get a 404 with a message", async () => {
    const cart = await cartWithATea(bob.token)
    for (const token of [undefined, alice.token]) {
      const attempts = [
        call("GET", `/store/carts/${cart.id}`, { token }),
        call("POST", `/store/carts/${cart.id}`, { token, body: { email: "thief@example.com" } }),
        call("POST", `/store/carts/${cart.id}/line-items`, { token, body: { variant_id: "variant_x", quantity: 1 } }),
        call("POST", `/store/carts/${cart.id}/complete`, { token }),
        call("POST", "/store/payment-collections", { token, body: { cart_id: cart.id } }),
      ]
      for (const { status, body } of await Promise.all(attempts)) {
        expect(status).toBe(404)
        expect(body.message).toBe(`Cart with id ${cart.id} was not found`)
      }
    }
    const { body } = await call("GET", `/store/carts/${cart.id}`, { token: bob.token })
    expect(body.cart.email).toBe(bob.email)
    expect(body.cart.items).toHaveLength(1)
  })

  it("cannot be taken over by another customer", async () => {
    const cart = await cartWithATea(bob.token)
    const taken = await call("POST", `/store/carts/${cart.id}/customer`, { token: alice.token })
    expect(taken.status).toBe(404)
    expect(taken.body.message).toBeTruthy()
    const { body } = await call("GET", `/store/carts/${cart.id}`, { token: bob.token })
    expect(body.cart.customer_id).toBe(bob.id)
    expect(body.cart.email).toBe(bob.email)
  })
})

describe("a guest's cart", () => {
  it("stays reachable by its id, also once it has an email (Medusa's guest customer)", async () => {
    const cart = await cartWithATea()
    const updated = await call("POST", `/store/carts/${cart.id}`, { body: { email: "guest@example.com" } })
    expect(updated.status).toBe(200)
    expect(updated.body.cart.customer_id).toBeTruthy()
    expect((await call("GET", `/store/carts/${cart.id}`)).status).toBe(200)
    expect((await call("POST", "/store/payment-collections", { body: { cart_id: cart.id } })).status).toBe(200)
  })

  it("is taken over at sign-in, and is then that customer's alone", async () => {
    const cart = await cartWithATea()
    const taken = await call("POST", `/store/carts/${cart.id}/customer`, { token: alice.token })
    expect(taken.status).toBe(200)
    expect(taken.body.cart.customer_id).toBe(alice.id)
    expect((await call("GET", `/store/carts/${cart.id}`)).status).toBe(404)
    expect((await call("GET", `/store/carts/${cart.id}`, { token: alice.token })).status).toBe(200)
  })
})

describe("letting go of a cart at sign-out (DELETE /store/carts/:id/customer)", () => {
  const detach = (cartId: string, token?: string, query = "") => call("DELETE", `/store/carts/${cartId}/customer${query}`, { token })

  it("makes the customer's cart a guest's, with its items, email and addresses, which a guest can then use", async () => {
    const [house] = await teaHouses()
    const cart = await addressedCart(bob.email, bob.token)
    await addItem(cart.id, house.variantIds[0], 1, bob.token)

    const detached = await detach(cart.id, bob.token)
    expect(detached.status).toBe(200)
    expect(detached.body.cart).toMatchObject({ id: cart.id, customer_id: null, email: bob.email })
    expect(detached.body.cart.shipping_address.address_1).toBe("Teegasse 1")
    expect(detached.body.cart.billing_address.address_1).toBe("Teegasse 1")
    // The same cart as Medusa's cart routes answer, with each line's tea house.
    expect(detached.body.cart.items).toHaveLength(1)
    expect(detached.body.cart.items[0].store_id).toBe(house.id)

    const read = await call("GET", `/store/carts/${cart.id}`)
    expect(read.status).toBe(200)
    expect(read.body.cart.customer_id).toBeNull()
    const line = read.body.cart.items[0]
    const updated = await call("POST", `/store/carts/${cart.id}/line-items/${line.id}`, { body: { quantity: 2 } })
    expect(updated.status).toBe(200)
    expect(updated.body.cart.items[0].quantity).toBe(2)
    expect(updated.body.cart.customer_id).toBeNull()

    // Once more changes nothing.
    const again = await detach(cart.id, bob.token)
    expect(again.status).toBe(200)
    expect(again.body.cart.customer_id).toBeNull()
  })

  it("answers with the fields asked for, as Medusa's cart routes do", async () => {
    const cart = await cartWithATea(bob.token)
    const fields = "?fields=id,email,zz_unknown"
    const detached = await detach(cart.id, bob.token, fields)
    expect(detached.status).toBe(200)
    expect(detached.body.cart).toMatchObject({ id: cart.id, email: bob.email })
    expect(detached.body.cart.total).toBeUndefined()
    expect(detached.body).toEqual((await call("GET", `/store/carts/${cart.id}${fields}`)).body)
  })

  it("is refused to another customer with a 404, and the cart stays its customer's", async () => {
    const cart = await cartWithATea(bob.token)
    const refused = await detach(cart.id, alice.token)
    expect(refused.status).toBe(404)
    expect(refused.body.message).toBe(`Cart with id ${cart.id} was not found`)
    expect((await call("GET", `/store/carts/${cart.id}`, { token: bob.token })).body.cart.customer_id).toBe(bob.id)
  })

  it("needs a customer session: a 401 without one, whoever's cart it is", async () => {
    for (const cart of [await cartWithATea(bob.token), await cartWithATea()]) {
      const refused = await detach(cart.id)
      expect(refused.status).toBe(401)
      expect(refused.body.message).toBeTruthy()
    }
    const bobs = await cartWithATea(bob.token)
    expect((await call("DELETE", `/store/CARTS/${bobs.id}/CUSTOMER`)).status).toBe(401)
    expect((await call("GET", `/store/carts/${bobs.id}`, { token: bob.token })).body.cart.customer_id).toBe(bob.id)
  })

  it("leaves a guest's cart as it is", async () => {
    const cart = await addressedCart(guestEmail())
    const before = (await call("GET", `/store/carts/${cart.id}`)).body.cart
    const answer = await detach(cart.id, alice.token)
    expect(answer.status).toBe(200)
    expect(answer.body.cart.customer_id).toBe(before.customer_id)
    expect(answer.body.cart.email).toBe(cart.email)
  })

  it("refuses a completed cart with a 400 and a message", async () => {
    const [house] = await teaHouses()
    const cart = await readyCart(house, { email: bob.email, token: bob.token })
    const placed = await complete(cart.id, bob.token)
    expect(placed.body.type, JSON.stringify(placed.body)).toBe("order")

    const refused = await detach(cart.id, bob.token)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(`Cart ${cart.id} is already completed.`)
  })
})

describe("an unknown cart", () => {
  it("is the same 404 on every route under a cart, as someone else's is", async () => {
    const id = "cart_no_such_cart"
    const attempts = [
      call("GET", `/store/carts/${id}`),
      call("POST", `/store/carts/${id}`, { body: { email: "guest@example.com" } }),
      call("POST", `/store/carts/${id}/line-items`, { body: { variant_id: "variant_x", quantity: 1 } }),
      call("POST", `/store/carts/${id}/line-items/line_x`, { body: { quantity: 2 } }),
      call("DELETE", `/store/carts/${id}/line-items/line_x`),
      call("POST", `/store/carts/${id}/shipping-methods`, { body: { option_id: "so_x" } }),
      call("POST", `/store/carts/${id}/promotions`, { body: { promo_codes: ["TEA"] } }),
      call("DELETE", `/store/carts/${id}/promotions`, { body: { promo_codes: ["TEA"] } }),
      call("POST", `/store/carts/${id}/complete`),
      call("DELETE", `/store/carts/${id}/customer`, { token: alice.token }),
      call("POST", "/store/payment-collections", { body: { cart_id: id } }),
    ]
    for (const { status, body } of await Promise.all(attempts)) {
      expect(status).toBe(404)
      expect(body.message).toBe(`Cart with id ${id} was not found`)
    }
  })
})

describe("a path's letter case", () => {
  it("does not get around the cart's checks: /store/CARTS/:id is /store/carts/:id", async () => {
    const cart = await cartWithATea(bob.token)
    for (const path of [`/store/CARTS/${cart.id}`, `/Store/Carts/${cart.id}`]) {
      const { status, body } = await call("GET", path)
      expect(status).toBe(404)
      expect(body.message).toBe(`Cart with id ${cart.id} was not found`)
    }
  })
})

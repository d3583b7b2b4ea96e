import { beforeAll, describe, expect, it } from "vitest"
import { cartWithATea } from "../carts"
import { call, registerCustomer } from "../shoppers"

type Customer = Awaited<ReturnType<typeof registerCustomer>>

let alice: Customer
let bob: Customer

beforeAll(async () => {
  ;[alice, bob] = await Promise.all([registerCustomer(), registerCustomer()])
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

import { beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { cartWithATea } from "../carts"
import {
  type HouseTeas,
  addressedCart,
  checkoutContext,
  chooseShipping,
  complete,
  payManually,
  readyCart,
  shopperAddress,
  teaHouses,
} from "../checkout"
import { anotherClient, callFrom } from "../client-http"
import { call, registerCustomer } from "../shoppers"
import { medusa, medusaFrom } from "../v1-client"

// A guest may check out with any email, a registered customer's too, as in any shop: the cart stays the
// guest's (a guest customer of that email, never the account), its order is a guest order, found by the
// order lookup and absent from the account's history. A signed-in customer's cart keeps its customer.

type Customer = Awaited<ReturnType<typeof registerCustomer>>

let houses: HouseTeas[]
let alice: Customer
let bob: Customer

beforeAll(async () => {
  ;[houses, alice, bob] = await Promise.all([teaHouses(), registerCustomer(), registerCustomer()])
})

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** The customer record a cart belongs to, through the admin API (null when it has none). */
async function customerOfCart(cartId: string, token?: string) {
  const { status, body } = await call("GET", `/store/carts/${cartId}`, { token })
  expect(status, JSON.stringify(body)).toBe(200)
  if (!body.cart.customer_id) return null
  const customer = await admin("GET", `/admin/customers/${body.cart.customer_id}?fields=id,email,has_account`)
  expect(customer.status, JSON.stringify(customer.body)).toBe(200)
  return customer.body.customer as { id: string; email: string; has_account: boolean }
}

/** The id of an order's customer, through the admin API. */
async function customerOfOrder(orderId: string): Promise<string | null> {
  const { status, body } = await admin("GET", `/admin/orders/${orderId}?fields=id,customer_id`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.order.customer_id
}

/** The ids of the orders in a customer's history (GET /store/orders with their session). */
async function historyOf(customer: Customer): Promise<string[]> {
  const { status, body } = await call("GET", "/store/orders?fields=id&limit=100", { token: customer.token })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.orders.map((order: { id: string }) => order.id)
}

/** A guest customer of `email`: no account, and not the account holder's record. */
function expectGuestOf(customer: Awaited<ReturnType<typeof customerOfCart>>, holder: Customer) {
  expect(customer).not.toBeNull()
  expect(customer).toMatchObject({ email: holder.email, has_account: false })
  expect(customer!.id).not.toBe(holder.id)
}

describe("a guest giving a registered customer's email (POST /store/carts/:id)", () => {
  it("keeps the cart: the guest reads and changes it, and it belongs to a guest customer of that email, not the account", async () => {
    const cart = await cartWithATea()
    const updated = await call("POST", `/store/carts/${cart.id}`, { body: { email: alice.email } })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body.cart.email).toBe(alice.email)
    expect(updated.body.cart.customer_id).not.toBe(alice.id)

    const read = await call("GET", `/store/carts/${cart.id}`)
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    expect(read.body.cart.items).toHaveLength(1)
    const line = read.body.cart.items[0]
    expect((await call("POST", `/store/carts/${cart.id}/line-items/${line.id}`, { body: { quantity: 2 } })).status).toBe(200)
    expectGuestOf(await customerOfCart(cart.id), alice)
  })

  it("answers nothing of the account holder: no name or phone of theirs in the cart", async () => {
    const cart = await cartWithATea()
    const updated = await call("POST", `/store/carts/${cart.id}?fields=*customer`, { body: { email: alice.email } })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(JSON.stringify(updated.body)).not.toContain(alice.id)
    expect(JSON.stringify(updated.body)).not.toContain('"first_name":"Test"')
  })

  it("gives every guest cart of that email the same guest customer, also when they are given it at once", async () => {
    const email = (await registerCustomer()).email
    const carts = await Promise.all([cartWithATea(), cartWithATea(), cartWithATea()])
    const answers = await Promise.all(carts.map((cart) => call("POST", `/store/carts/${cart.id}`, { body: { email } })))
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const customers = await Promise.all(carts.map((cart) => customerOfCart(cart.id)))
    expect(new Set(customers.map((customer) => customer?.id)).size).toBe(1)
    expect(customers[0]).toMatchObject({ email, has_account: false })
  })

  it("keeps a cart let go at sign-out a guest's when its email, the customer's own, is given again", async () => {
    const cart = await cartWithATea(bob.token)
    expect((await call("DELETE", `/store/carts/${cart.id}/customer`, { token: bob.token })).status).toBe(200)
    const updated = await call("POST", `/store/carts/${cart.id}`, { body: { email: bob.email } })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect((await call("GET", `/store/carts/${cart.id}`)).status).toBe(200)
    expectGuestOf(await customerOfCart(cart.id), bob)
  })

  it("leaves carts let go at sign-out without a customer while they are changed at once without an email", async () => {
    const carol = await registerCustomer()
    const { regionId } = await checkoutContext()
    const carts = await Promise.all([cartWithATea(carol.token), cartWithATea(carol.token), cartWithATea(carol.token)])
    for (const cart of carts) expect((await call("DELETE", `/store/carts/${cart.id}/customer`, { token: carol.token })).status).toBe(200)
    const answers = await Promise.all(carts.map((cart) => call("POST", `/store/carts/${cart.id}`, { body: { region_id: regionId } })))
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body.cart).toMatchObject({ customer_id: null, email: carol.email })
    }
  })
})

describe("a guest's cart created with a registered customer's email (POST /store/carts)", () => {
  it("is the guest's, and its order is a guest order: found by the lookup, not in the account's history", async () => {
    const cart = await readyCart(houses[0], { email: alice.email })
    expectGuestOf(await customerOfCart(cart.id), alice)

    const placed = await complete(cart.id)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect(placed.body.type, JSON.stringify(placed.body)).toBe("order")
    const order = placed.body.order
    expect(await customerOfOrder(order.id)).not.toBe(alice.id)

    const found = await callFrom(anotherClient(), "POST", "/store/orders/lookup", { body: { display_id: order.display_id, email: alice.email } })
    expect(found.status, JSON.stringify(found.body)).toBe(200)
    expect(found.body.order.id).toBe(order.id)
    expect(await historyOf(alice)).not.toContain(order.id)
  })
})

describe("a signed-in customer's cart", () => {
  it("keeps its customer when another email is given, and its order is in their history", async () => {
    const cart = await readyCart(houses[0], { email: bob.email, token: bob.token })
    const updated = await call("POST", `/store/carts/${cart.id}`, { token: bob.token, body: { email: alice.email } })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body.cart).toMatchObject({ customer_id: bob.id, email: alice.email })
    expect((await call("GET", `/store/carts/${cart.id}`)).status).toBe(404)

    const placed = await complete(cart.id, bob.token)
    expect(placed.body.type, JSON.stringify(placed.body)).toBe("order")
    expect(await customerOfOrder(placed.body.order.id)).toBe(bob.id)
    expect(await historyOf(bob)).toContain(placed.body.order.id)
  })

  it("made with a session and an email keeps the session's customer", async () => {
    const cart = await addressedCart(alice.email, bob.token)
    expect((await customerOfCart(cart.id, bob.token))?.id).toBe(bob.id)
  })
})

describe("v1: a guest giving a registered customer's email (POST /v1/store/carts/:id)", () => {
  it("keeps the cart the guest's, and its order is a guest order: found by the v1 lookup, not in the account's v1 history", async () => {
    const { regionId, countryCode, salesChannelId } = await checkoutContext()
    const { cart: created } = await medusa().carts.create({
      region_id: regionId,
      sales_channel_id: salesChannelId,
      items: [{ variant_id: houses[0].variantIds[0], quantity: 1 }],
    })
    const { cart: updated } = await medusa().carts.update(created.id, { email: alice.email })
    expect(updated.email).toBe(alice.email)

    const { cart: read } = await medusa().carts.retrieve(created.id)
    expect(read.id).toBe(created.id)
    expect(read.items).toHaveLength(1)
    expectGuestOf(await customerOfCart(created.id), alice)

    await medusa().carts.update(created.id, { shipping_address: shopperAddress(countryCode), billing_address: shopperAddress(countryCode) })
    await chooseShipping(created.id, houses[0].id)
    await payManually(created.id)
    const completed = (await medusa().carts.complete(created.id)) as unknown as { type: string; data: { id: string; display_id: number } }
    expect(completed.type).toBe("order")

    const found = (await medusaFrom(anotherClient()).orders.lookupOrder({ display_id: completed.data.display_id, email: alice.email })) as unknown as {
      order: { id: string }
    }
    expect(found.order.id).toBe(completed.data.id)
    const { orders } = (await medusa().customers.listOrders({}, bearer(alice.token))) as unknown as { orders: { id: string }[] }
    expect(orders.map((order) => order.id)).not.toContain(completed.data.id)
  })

  it("keeps a signed-in customer's cart theirs when another email is given", async () => {
    const { salesChannelId } = await checkoutContext()
    const { cart } = await medusa().carts.create({ sales_channel_id: salesChannelId, items: [{ variant_id: houses[0].variantIds[0], quantity: 1 }] }, bearer(bob.token))
    await medusa().carts.update(cart.id, { email: alice.email }, bearer(bob.token))
    expect((await customerOfCart(cart.id, bob.token))?.id).toBe(bob.id)
    expect((await call("GET", `/store/carts/${cart.id}`)).status).toBe(404)
  })
})

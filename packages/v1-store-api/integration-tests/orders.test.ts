import crypto from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { toMinorUnits } from "../src/lib/minor-units"
import { type HouseTeas, addressedCart, complete, readyCart, teaHouses } from "../../../apps/backend/integration-tests/checkout"
import { anotherClient, callFrom } from "../../../apps/backend/integration-tests/client-http"
import { call, registerCustomer } from "../../../apps/backend/integration-tests/shoppers"
import { expectSlowedDown } from "../../../apps/backend/integration-tests/throttles"
import { medusa, medusaFrom, refusal } from "../../../apps/backend/integration-tests/v1-client"

// v1's order routes (/v1/store/orders/:id, /orders/cart/:cart_id, /orders?display_id=&email=) driven by the
// real v1 client, on orders placed through v2's own store API.

const NO_MATCH = { type: "not_found", message: "No order matches that number and email." }
const THROTTLED = /^Too many order lookups that found nothing\. Try again in \d+ seconds?\.$/
const LOOKUP_ADDRESS_FIELDS = ["address_1", "address_2", "city", "country_code", "first_name", "last_name", "postal_code"]

type V1Order = {
  id: string
  display_id: number
  email: string
  cart_id: string | null
  customer_id: string | null
  metadata: unknown
  total: number
  items: { id: string; unit_price: number; total: number; store_id: string | null; cart_id: string | null }[]
  shipping_methods: { price: number; shipping_option: { store_id: string | null } }[]
  shipping_address: Record<string, unknown> | null
}

let house: HouseTeas

beforeAll(async () => {
  ;[house] = await teaHouses()
})

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** An order placed through v2's store API: a guest's, or a customer's with their token. */
async function placedOrder(token?: string, email?: string) {
  const cart = await readyCart(house, { token, email })
  const { status, body } = await complete(cart.id, token)
  expect(status, JSON.stringify(body)).toBe(200)
  return { cartId: cart.id, order: body.order as { id: string; display_id: number; email: string; total: number; currency_code: string } }
}

describe("v1 order by id and by cart", () => {
  it("answers a guest's order in v1's shape: amounts as v2 answers them in minor units, the tea house on each line and shipping", async () => {
    const { cartId, order: placed } = await placedOrder()
    const { order } = (await medusa().orders.retrieve(placed.id)) as unknown as { order: V1Order }
    const v2 = (await call("GET", `/store/orders/${placed.id}?fields=id,total,items.unit_price,items.total,shipping_methods.amount`)).body.order
    expect(order).toMatchObject({ id: placed.id, display_id: placed.display_id, email: placed.email, cart_id: cartId })
    expect(order.total).toBe(toMinorUnits(v2.total, placed.currency_code))
    expect(order.items.map((item) => [item.unit_price, item.total, item.store_id])).toEqual(
      v2.items.map((item: { unit_price: number; total: number }) => [toMinorUnits(item.unit_price, "eur"), toMinorUnits(item.total, "eur"), house.id]),
    )
    expect(order.shipping_methods.map((method) => [method.price, method.shipping_option.store_id])).toEqual(
      v2.shipping_methods.map((method: { amount: number }) => [toMinorUnits(method.amount, "eur"), house.id]),
    )

    const { order: byCart } = (await medusa().orders.retrieveByCartId(cartId)) as unknown as { order: V1Order }
    expect(byCart).toEqual(order)
  })

  it("answers a customer's order to that customer's session only; anyone else gets the 404 of an unknown one", async () => {
    const [owner, other] = await Promise.all([registerCustomer(), registerCustomer()])
    const { cartId, order: placed } = await placedOrder(owner.token, owner.email)
    const { order } = (await medusa().orders.retrieve(placed.id, bearer(owner.token))) as unknown as { order: V1Order }
    expect(order).toMatchObject({ id: placed.id, customer_id: owner.id })
    expect(((await medusa().orders.retrieveByCartId(cartId, bearer(owner.token))) as unknown as { order: V1Order }).order.id).toBe(placed.id)

    for (const headers of [{}, bearer(other.token)]) {
      const byId = await refusal(medusa().orders.retrieve(placed.id, headers))
      expect(byId).toEqual({ status: 404, body: { type: "not_found", message: `Order with id ${placed.id} was not found` } })
      const byCart = await refusal(medusa().orders.retrieveByCartId(cartId, headers))
      expect(byCart).toEqual({ status: 404, body: { type: "not_found", message: `Order of cart ${cartId} was not found` } })
    }
    const unknown = await refusal(medusa().orders.retrieve("order_nope"))
    expect(unknown).toEqual({ status: 404, body: { type: "not_found", message: "Order with id order_nope was not found" } })
  })

  it("answers 404 for a cart with no order, and 400 naming a parameter it does not take", async () => {
    const cart = await addressedCart()
    expect(await refusal(medusa().orders.retrieveByCartId(cart.id))).toEqual({
      status: 404,
      body: { type: "not_found", message: `Order of cart ${cart.id} was not found` },
    })
    const { order } = await placedOrder()
    for (const path of [`/v1/store/orders/${order.id}?fields=customer.email`, `/v1/store/orders/cart/${cart.id}?expand=customer`]) {
      const answer = await call("GET", path)
      expect(answer.status, path).toBe(400)
      expect(answer.body.message).toMatch(/^Unknown parameter (fields|expand)/)
    }
  })
})

describe("v1 order lookup by display_id and email", () => {
  const lookUp = (client: string, query: string) => callFrom(client, "GET", `/v1/store/orders?${query}`)

  it("finds a guest's order, answering what v2's lookup answers: the order, its lines and amounts, no customer or contact details", async () => {
    const { order: placed } = await placedOrder()
    const { order } = (await medusaFrom(anotherClient()).orders.lookupOrder({ display_id: placed.display_id, email: placed.email.toUpperCase() })) as unknown as {
      order: V1Order
    }
    expect(order).toMatchObject({ id: placed.id, display_id: placed.display_id, email: placed.email, total: toMinorUnits(placed.total, "eur") })
    expect(order.items.map((item) => item.store_id)).toEqual([house.id])
    expect([order.customer_id, order.cart_id, order.metadata]).toEqual([null, null, null])
    expect(order.items.every((item) => item.cart_id === null)).toBe(true)
    const shown = Object.entries(order.shipping_address!).filter(([field, value]) => field !== "id" && value !== null).map(([field]) => field)
    expect(shown.every((field) => LOOKUP_ADDRESS_FIELDS.includes(field)), shown.join(",")).toBe(true)
    expect(order.shipping_address).toMatchObject({ first_name: "Test", city: "Teestadt" })
  })

  it("refuses a wrong email, an unknown number and a customer's order with v2's lookup refusal, word for word", async () => {
    const { order: placed } = await placedOrder()
    const customer = await registerCustomer()
    const { order: customersOrder } = await placedOrder(customer.token, customer.email)
    const pairs = [
      { display_id: placed.display_id, email: `someone-${crypto.randomUUID()}@example.com` },
      { display_id: 1_000_000_000 + crypto.randomInt(1_000_000_000), email: placed.email },
      { display_id: customersOrder.display_id, email: customer.email },
    ]
    for (const pair of pairs) {
      const v1 = await refusal(medusaFrom(anotherClient()).orders.lookupOrder(pair))
      const v2 = await callFrom(anotherClient(), "POST", "/store/orders/lookup", { body: pair })
      expect(v1).toEqual({ status: 404, body: NO_MATCH })
      expect(v2.body).toEqual(v1.body)
    }
    // With the customer's own session, their order is theirs to see.
    const own = (await medusaFrom(anotherClient()).orders.lookupOrder(pairs[2], bearer(customer.token))) as unknown as { order: V1Order }
    expect(own.order.id).toBe(customersOrder.id)
  })

  it("refuses what v2's lookup refuses, with its words, and a parameter it does not take", async () => {
    const client = anotherClient()
    const missing = await lookUp(client, "display_id=12")
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/email must be the email address/)
    const notNumber = await lookUp(client, "display_id=ten&email=a%40example.com")
    expect(notNumber.status).toBe(400)
    expect(notNumber.body.message).toMatch(/display_id must be an order number/)
    const extra = await lookUp(client, "display_id=12&email=a%40example.com&fields=customer.email")
    expect(extra.status).toBe(400)
    expect(extra.body.message).toMatch(/^Unknown parameter fields/)
  })

  it("is slowed down by v2's lookup throttle: v1 and v2 failures count together, per client", async () => {
    const { order: placed } = await placedOrder()
    const client = anotherClient()
    const wrong = () => ({ display_id: placed.display_id, email: `someone-${crypto.randomUUID()}@example.com` })
    for (let i = 0; i < 3; i++) expect((await refusal(medusaFrom(client).orders.lookupOrder(wrong()))).status).toBe(404)
    for (let i = 0; i < 2; i++) expect((await callFrom(client, "POST", "/store/orders/lookup", { body: wrong() })).status).toBe(404)
    expectSlowedDown(await lookUp(client, `display_id=${placed.display_id}&email=${encodeURIComponent(placed.email)}`), THROTTLED)
    const v2 = await callFrom(client, "POST", "/store/orders/lookup", { body: { display_id: placed.display_id, email: placed.email } })
    expect(v2.status).toBe(429)
    // The owner, from their own client, still finds it.
    const owner = await lookUp(anotherClient(), `display_id=${placed.display_id}&email=${encodeURIComponent(placed.email)}`)
    expect(owner.status, JSON.stringify(owner.body)).toBe(200)
    expect(owner.body.order.id).toBe(placed.id)
  })
})

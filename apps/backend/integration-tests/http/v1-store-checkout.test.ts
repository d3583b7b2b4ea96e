import crypto from "node:crypto"
import Medusa from "@medusajs/medusa-js"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { toMinorUnits } from "@leafline/v1-store-api/lib/minor-units"
import { type HouseTeas, addItem, addressedCart, chooseShipping, orderIdsFor, teaHouses } from "../checkout"
import { call, registerCustomer } from "../shoppers"
import { stack } from "../stack"
import { medusa, refusal } from "../v1-client"
import { type ShelfPrice, shelfPriceOf } from "../shelf-price"

// v1's payment sessions and completion (/v1/store/carts/:id/payment-sessions, .../payment-session,
// .../complete) driven by the real v1 client, on carts set up through v2's own store API.

const MANUAL = "pp_system_default"

type Session = { id: string; provider_id: string; is_selected: boolean; status: string; amount: number }
type V1Cart = { id: string; total: number; payment_sessions: Session[]; payment_session: Session | null }

let houses: HouseTeas[]

beforeAll(async () => {
  houses = await teaHouses()
})

const bearer = (token?: string) => (token ? { Authorization: `Bearer ${token}` } : {})

/** A cart with one house's tea and that house's shipping, not yet paid for (v2's store API). */
async function shippedCart({ house = houses[0], currency, token }: { house?: HouseTeas; currency?: string; token?: string } = {}) {
  const cart = await addressedCart(undefined, token, currency)
  await addItem(cart.id, house.variantIds[0], 2, token)
  await chooseShipping(cart.id, house.id, token)
  return cart
}

/** v2's own answer for the cart: its total and its collection's sessions. */
async function v2Cart(cartId: string, token?: string) {
  const { status, body } = await call("GET", `/store/carts/${cartId}?fields=id,total,currency_code,payment_collection.payment_sessions.id,payment_collection.payment_sessions.provider_id`, { token })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.cart as { total: number; currency_code: string; payment_collection: { payment_sessions: { id: string; provider_id: string }[] } | null }
}

describe("v1 payment sessions", () => {
  it("starts the region's manual payment session, selected, for the cart's total in minor units; again keeps it", async () => {
    const cart = await shippedCart()
    const { cart: answered } = (await medusa().carts.createPaymentSessions(cart.id)) as unknown as { cart: V1Cart }
    const v2 = await v2Cart(cart.id)
    expect(v2.payment_collection!.payment_sessions.map((session) => session.provider_id)).toEqual([MANUAL])
    expect(answered.payment_sessions).toHaveLength(1)
    expect(answered.payment_sessions[0]).toMatchObject({
      id: v2.payment_collection!.payment_sessions[0].id,
      provider_id: MANUAL,
      is_selected: true,
      status: "pending",
      amount: toMinorUnits(v2.total, "eur"),
    })
    expect(answered.payment_session?.id).toBe(answered.payment_sessions[0].id)
    expect(answered.total).toBe(toMinorUnits(v2.total, "eur"))

    const { cart: again } = (await medusa().carts.createPaymentSessions(cart.id)) as unknown as { cart: V1Cart }
    expect(again.payment_sessions.map((session) => session.id)).toEqual([answered.payment_sessions[0].id])
  })

  it("sets the session of the manual provider ('Test payment'), refreshes it, starts it with data and deletes it", async () => {
    const cart = await shippedCart()
    const client = medusa()
    const { cart: set } = (await client.carts.setPaymentSession(cart.id, { provider_id: MANUAL })) as unknown as { cart: V1Cart }
    expect(set.payment_session).toMatchObject({ provider_id: MANUAL, is_selected: true })
    const first = set.payment_session!.id
    const { cart: setAgain } = (await client.carts.setPaymentSession(cart.id, { provider_id: MANUAL })) as unknown as { cart: V1Cart }
    expect(setAgain.payment_session?.id).toBe(first)

    const { cart: refreshed } = (await client.carts.refreshPaymentSession(cart.id, MANUAL)) as unknown as { cart: V1Cart }
    expect(refreshed.payment_sessions).toHaveLength(1)
    expect(refreshed.payment_session).toMatchObject({ provider_id: MANUAL, is_selected: true })
    expect(refreshed.payment_session!.id).not.toBe(first)

    const { cart: updated } = (await client.carts.updatePaymentSession(cart.id, MANUAL, { data: { note: "ring twice" } })) as unknown as { cart: V1Cart }
    expect(updated.payment_sessions).toHaveLength(1)
    expect(updated.payment_session!.id).not.toBe(refreshed.payment_session!.id)
    expect((await v2Cart(cart.id)).payment_collection!.payment_sessions.map((session) => session.id)).toEqual([updated.payment_session!.id])

    const { cart: deleted } = (await client.carts.deletePaymentSession(cart.id, MANUAL)) as unknown as { cart: V1Cart }
    expect([deleted.payment_sessions, deleted.payment_session]).toEqual([[], null])
    expect((await v2Cart(cart.id)).payment_collection!.payment_sessions).toEqual([])
  })

  it("refuses a provider the region does not offer, and a session the cart does not have, with a message", async () => {
    const cart = await shippedCart()
    const unknown = await refusal(medusa().carts.setPaymentSession(cart.id, { provider_id: "pp_stripe_stripe" }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe(`Payment provider pp_stripe_stripe is not offered in the cart's region: it offers ${MANUAL}`)
    const notThere = await refusal(medusa().carts.deletePaymentSession(cart.id, MANUAL))
    expect(notThere).toMatchObject({ status: 404, body: { message: `The cart has no payment session of provider ${MANUAL}` } })
    expect((await refusal(medusa().carts.refreshPaymentSession(cart.id, "pp_nope"))).status).toBe(400)
    const noProvider = await refusal(medusa().carts.setPaymentSession(cart.id, {} as { provider_id: string }))
    expect(noProvider.status).toBe(400)
    expect(noProvider.body.message).toMatch(/provider_id/)
    const extra = await refusal(medusa().carts.updatePaymentSession(cart.id, MANUAL, { data: {}, amount: 1 } as { data: Record<string, unknown> }))
    expect(extra.status).toBe(400)
    expect(extra.body.message).toMatch(/amount/)
    expect((await v2Cart(cart.id)).payment_collection?.payment_sessions ?? []).toEqual([])
  })

  it("reaches a customer's cart with that customer's session only", async () => {
    const [owner, other] = await Promise.all([registerCustomer(), registerCustomer()])
    const cart = await shippedCart({ token: owner.token })
    for (const headers of [{}, bearer(other.token)]) {
      expect((await refusal(medusa().carts.createPaymentSessions(cart.id, headers))).status).toBe(404)
      expect((await refusal(medusa().carts.setPaymentSession(cart.id, { provider_id: MANUAL }, headers))).status).toBe(404)
      expect((await refusal(medusa().carts.complete(cart.id, headers))).status).toBe(404)
    }
    expect((await v2Cart(cart.id, owner.token)).payment_collection ?? null).toBeNull()
    const { cart: paid } = (await medusa().carts.createPaymentSessions(cart.id, bearer(owner.token))) as unknown as { cart: V1Cart }
    expect(paid.payment_session?.provider_id).toBe(MANUAL)
    const completed = await medusa().carts.complete(cart.id, bearer(owner.token))
    expect(completed.type).toBe("order")
    expect((completed.data as { customer_id: string }).customer_id).toBe(owner.id)
  })
})

type V1Order = {
  id: string
  email: string
  currency_code: string
  total: number
  tax_total: number
  shipping_total: number
  items: { unit_price: number; total: number; quantity: number; store_id: string | null }[]
  shipping_methods: { price: number; shipping_option: { store_id: string | null } }[]
}

/** v2's own answer for the order (GET /store/orders/:id). */
async function v2Order(orderId: string, token?: string) {
  const fields = "id,total,tax_total,shipping_subtotal,currency_code,items.unit_price,items.total,items.quantity,shipping_methods.amount"
  const { status, body } = await call("GET", `/store/orders/${orderId}?fields=${fields}`, { token })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.order
}

/** A v1 order's amounts against v2's own answer for it, in the currency's minor unit. */
async function expectAmountsOfV2(order: V1Order, house: HouseTeas) {
  const v2 = await v2Order(order.id)
  const minor = (amount: number) => toMinorUnits(amount, v2.currency_code)
  expect(order.currency_code).toBe(v2.currency_code)
  expect(order.total).toBe(minor(v2.total))
  expect(order.tax_total).toBe(minor(v2.tax_total))
  expect(order.shipping_total).toBe(minor(v2.shipping_subtotal))
  expect(order.items.map((item) => [item.quantity, item.unit_price, item.total, item.store_id])).toEqual(
    v2.items.map((item: { quantity: number; unit_price: number; total: number }) => [item.quantity, minor(item.unit_price), minor(item.total), house.id]),
  )
  expect(order.shipping_methods.map((method) => [method.price, method.shipping_option.store_id])).toEqual(
    v2.shipping_methods.map((method: { amount: number }) => [minor(method.amount), house.id]),
  )
  return v2
}

/** The v1 client as a storefront would use it with retries: each POST carries an Idempotency-Key of its own, retried on a 409 or 5xx. */
const retryingClient = () => new Medusa({ baseUrl: `${stack().backendUrl}/v1`, maxRetries: 3, publishableApiKey: stack().publishableKey })

type Completion = { type: string; data: unknown }

describe("v1 cart completion", () => {
  it.each([
    ["eur", undefined],
    ["jpy", "jpy"],
  ])("places the order of a %s cart: { type: 'order' }, amounts as v2 answers them in minor units, each line's tea house", async (currency, asked) => {
    const house = houses[1]
    const cart = await shippedCart({ house, currency: asked })
    await medusa().carts.createPaymentSessions(cart.id)
    const answer = await medusa().carts.complete(cart.id)
    expect(answer.type).toBe("order")
    const order = answer.data as unknown as V1Order
    expect(order.email).toBe(cart.email)
    const v2 = await expectAmountsOfV2(order, house)
    if (currency === "jpy") expect(Number.isInteger(v2.total)).toBe(true)
    expect(order.total).toBeGreaterThan(0)
    expect(await orderIdsFor(cart.email)).toEqual([order.id])
  })

  it("with the client's retries (an Idempotency-Key each call), completing twice makes one order and answers it twice", async () => {
    const retrying = retryingClient()
    const cart = await shippedCart()
    await retrying.carts.createPaymentSessions(cart.id)
    const first = await retrying.carts.complete(cart.id)
    const again = await retrying.carts.complete(cart.id)
    expect([first.type, again.type]).toEqual(["order", "order"])
    expect((again.data as { id: string }).id).toBe((first.data as { id: string }).id)
    expect(await orderIdsFor(cart.email)).toEqual([(first.data as { id: string }).id])
  })

  it("makes one order of two completions sent at the same moment by a retrying client", async () => {
    const retrying = retryingClient()
    const cart = await shippedCart({ house: houses[1] })
    await retrying.carts.createPaymentSessions(cart.id)
    const answers: Completion[] = await Promise.all([retrying.carts.complete(cart.id), retrying.carts.complete(cart.id)])
    expect(answers.map((answer) => answer.type)).toEqual(["order", "order"])
    const ids = new Set(answers.map((answer) => (answer.data as { id: string }).id))
    expect(ids.size).toBe(1)
    expect(await orderIdsFor(cart.email)).toEqual([...ids])
  })

  it("replays the first answer to a completion sent again with its Idempotency-Key", async () => {
    const cart = await shippedCart()
    await medusa().carts.createPaymentSessions(cart.id)
    const key = { "Idempotency-Key": crypto.randomUUID() }
    const first = await medusa().carts.complete(cart.id, key)
    const again = await medusa().carts.complete(cart.id, key)
    expect(again.response.headers["idempotent-replayed"]).toBe("true")
    expect(again.data).toEqual(first.data)
    expect(await orderIdsFor(cart.email)).toEqual([(first.data as { id: string }).id])
  })

  it("refuses an empty cart and a cart without a payment session, with a message, and places no order", async () => {
    const empty = await addressedCart()
    const unpaid = await shippedCart()
    for (const cart of [empty, unpaid]) {
      const refused = await refusal(medusa().carts.complete(cart.id))
      expect(refused.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(400)
      expect(refused.status).toBeLessThan(500)
      expect(refused.body.message).toBeTruthy()
      expect(await orderIdsFor(cart.email)).toEqual([])
    }
  })

  it("refuses a body or a query parameter it does not take, and a payment change once the cart is completed", async () => {
    const cart = await shippedCart()
    const withBody = await call("POST", `/v1/store/carts/${cart.id}/complete`, { body: { idempotency_key: "x" } })
    expect(withBody.status).toBe(400)
    expect(withBody.body.message).toMatch(/idempotency_key/)
    const withQuery = await call("POST", `/v1/store/carts/${cart.id}/complete?fields=*customer`)
    expect(withQuery.status).toBe(400)
    expect(withQuery.body.message).toMatch(/^Unknown parameter fields/)
    await medusa().carts.createPaymentSessions(cart.id)
    expect((await medusa().carts.complete(cart.id)).type).toBe("order")
    const late = await refusal(medusa().carts.refreshPaymentSession(cart.id, MANUAL))
    expect(late.status).toBe(400)
    expect(late.body.message).toBe(`Cart ${cart.id} is completed: its payment can no longer change`)
  })
})

describe("a price changed between payment and completion", () => {
  let house: HouseTeas
  let variantId: string
  let shelf: ShelfPrice

  beforeAll(async () => {
    house = houses.filter((candidate) => candidate.variantIds.length > 3).at(-1)!
    // A tea no other test buys: the shared helpers buy a house's first, price-changes.test.ts its last but one, the channel tests its last.
    variantId = house.variantIds[house.variantIds.length - 3]
    shelf = await shelfPriceOf(variantId)
  })

  afterEach(() => shelf.restore())

  it("is charged at the new price, as v2 charges it: the first completion refused with the new total, the next placing the order", async () => {
    const cart = await addressedCart()
    await addItem(cart.id, variantId, 1)
    await chooseShipping(cart.id, house.id)
    await medusa().carts.createPaymentSessions(cart.id)
    const newPrice = 50
    await shelf.setEuroPrice(newPrice)

    const refused = await refusal(medusa().carts.complete(cart.id))
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ type: "prices_changed" })
    expect(refused.body.message).toMatch(/The prices in your cart changed/)
    expect(await orderIdsFor(cart.email)).toEqual([])

    const placed = await medusa().carts.complete(cart.id)
    expect(placed.type).toBe("order")
    const order = placed.data as unknown as V1Order
    expect(order.items.map((item) => item.unit_price)).toEqual([toMinorUnits(newPrice, "eur")])
    await expectAmountsOfV2(order, house)
    expect(await orderIdsFor(cart.email)).toEqual([order.id])
  })
})

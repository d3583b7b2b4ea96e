import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { ORDER_FIELDS } from "@leafline/store-fields"
import { beforeAll, describe, expect, it } from "vitest"
import { type HouseTeas, complete, readyCart, teaHouses } from "../checkout"
import { anotherClient, callFrom } from "../client-http"
import { call, registerCustomer } from "../shoppers"
import { stack } from "../stack"
import { expectSlowedDown } from "../throttles"

/**
 * POST /store/orders/lookup: a guest finds their order by its number and email. Every call comes from a
 * client address of its own (anotherClient) unless a test says otherwise: the throttle's counts are kept
 * per client and last 15 minutes.
 */

const NO_MATCH = { type: "not_found", message: "No order matches that number and email." }
const THROTTLED = /^Too many order lookups that found nothing\. Try again in \d+ seconds?\.$/

/** What the answer declares, and nothing else (the storefront's confirmation page and the statuses). */
const ORDER_KEYS = [
  "billing_address", "created_at", "currency_code", "discount_total", "display_id", "email", "fulfillment_status", "id",
  "item_total", "items", "original_item_total", "payment_status", "shipping_address", "shipping_methods", "shipping_total",
  "status", "tax_total", "total",
].sort()
const ADDRESS_KEYS = ["address_1", "address_2", "city", "country_code", "first_name", "last_name", "postal_code"]

type Lookup = { display_id?: unknown; email?: unknown; [key: string]: unknown }

const lookUp = (client: string, body: Lookup, { query = "", headers }: { query?: string; headers?: Record<string, string> } = {}) =>
  callFrom(client, "POST", `/store/orders/lookup${query}`, { body, headers })

let houses: HouseTeas[]
beforeAll(async () => {
  houses = await teaHouses()
})

/** A guest's order, placed through the store API as the storefront places it. */
async function guestOrder(email?: string) {
  const cart = await readyCart(houses[0], { email })
  const { status, body } = await complete(cart.id)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.order as { id: string; display_id: number; email: string; total: number }
}

/** A number no order has: well above the shop's, below the largest an order can have. */
const unknownNumber = () => 1_000_000_000 + crypto.randomInt(1_000_000_000)
const wrongEmail = () => `someone-${crypto.randomUUID()}@example.com`

describe("looking up an order by its number and email", () => {
  it("finds a guest's order, with its lines' tea house and totals, and declares every field it carries", async () => {
    const placed = await guestOrder()
    const { status, body } = await lookUp(anotherClient(), { display_id: placed.display_id, email: placed.email })
    expect(status, JSON.stringify(body)).toBe(200)
    const { order } = body
    expect(Object.keys(order).sort()).toEqual(ORDER_KEYS)
    expect(order).toMatchObject({ id: placed.id, display_id: placed.display_id, email: placed.email, total: placed.total, currency_code: "eur" })
    expect(order.status).toBe("pending")
    expect(typeof order.payment_status).toBe("string")
    expect(typeof order.fulfillment_status).toBe("string")
    expect(order.items).toHaveLength(1)
    expect(order.items[0]).toMatchObject({ store_id: houses[0].id, store_name: houses[0].name, quantity: 1 })
    expect(typeof order.items[0].total).toBe("number")
    expect(Object.keys(order.shipping_address).sort()).toEqual(ADDRESS_KEYS)
    expect(order.shipping_address).toMatchObject({ first_name: "Test", city: "Teestadt" })
    expect(order.shipping_methods).toEqual([{ name: expect.any(String), amount: expect.any(Number) }])
    // Nothing of the customer record, the payments or the fulfilments (their stock location).
    const text = JSON.stringify(body)
    for (const absent of ["customer", "payment_collections", "fulfillments", "location", "metadata", "version"]) expect(text).not.toContain(`"${absent}`)
  })

  it("takes the number as the shop shows it and the email however it is cased or spaced", async () => {
    const placed = await guestOrder()
    const { status, body } = await lookUp(anotherClient(), { display_id: ` #${placed.display_id} `, email: `  ${placed.email.toUpperCase()} ` })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.order.id).toBe(placed.id)
  })

  it("answers a wrong email, an unknown number and a customer's order alike: the same 404 and message", async () => {
    const placed = await guestOrder()
    const customer = await registerCustomer()
    const cart = await readyCart(houses[0], { email: customer.email, token: customer.token })
    const customersOrder = (await complete(cart.id, customer.token)).body.order

    const answers = [
      await lookUp(anotherClient(), { display_id: placed.display_id, email: wrongEmail() }),
      await lookUp(anotherClient(), { display_id: unknownNumber(), email: placed.email }),
      await lookUp(anotherClient(), { display_id: customersOrder.display_id, email: customer.email }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual(NO_MATCH)
    }
    // With the customer's own session, their order is theirs to see.
    const own = await lookUp(anotherClient(), { display_id: customersOrder.display_id, email: customer.email }, { headers: { authorization: `Bearer ${customer.token}` } })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect(own.body.order.id).toBe(customersOrder.id)
    // Another customer's session is not theirs.
    const other = await registerCustomer()
    const notOwn = await lookUp(anotherClient(), { display_id: customersOrder.display_id, email: customer.email }, { headers: { authorization: `Bearer ${other.token}` } })
    expect(notOwn.body).toEqual(NO_MATCH)
  })

  it.each([
    ["no number", { email: "a@example.com" }, /display_id must be an order number/],
    ["a number that is not one", { display_id: "ten", email: "a@example.com" }, /display_id must be an order number/],
    ["a negative number", { display_id: -5, email: "a@example.com" }, /display_id must be an order number/],
    ["a number no order can have", { display_id: "99999999999", email: "a@example.com" }, /display_id must be an order number/],
    ["no email", { display_id: 1 }, /email must be the email address/],
    ["an email that is not one", { display_id: 1, email: "tea at example.com" }, /email must be the email address/],
    ["an email that is not text", { display_id: 1, email: ["a@example.com"] }, /email must be the email address/],
    ["a field it does not take", { display_id: 1, email: "a@example.com", customer_id: "cus_1" }, /Unrecognized fields: 'customer_id'/],
  ])("refuses %s with a 400 that says what is wrong", async (_, body, message) => {
    const answer = await lookUp(anotherClient(), body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(answer.body.type).toBe("invalid_data")
    expect(answer.body.message).toMatch(message)
  })

  it("is a POST only: a GET of the path is an order id nobody has (Medusa's 404), and takes no lookup in its query", async () => {
    const answer = await callFrom(anotherClient(), "GET", "/store/orders/lookup")
    expect(answer.status).toBe(404)
    expect(answer.body.type).toBe("not_found")
    const queried = await callFrom(anotherClient(), "GET", "/store/orders/lookup?display_id=1&email=a%40example.com")
    expect(queried.status).toBe(400)
    expect(queried.body.message).toMatch(/display_id/)
  })

  it("refuses fields it does not declare, and answers fewer when asked", async () => {
    const placed = await guestOrder()
    const pair = { display_id: placed.display_id, email: placed.email }
    for (const fields of ["customer.email", "*customer", "fulfillments.location_id", "payment_collections.*", "items.metadata"]) {
      const refused = await lookUp(anotherClient(), pair, { query: `?fields=${encodeURIComponent(fields)}` })
      expect(refused.status, fields).toBe(400)
      expect(refused.body.message).toContain("cannot be asked for here")
    }
    const fewer = await lookUp(anotherClient(), pair, { query: "?fields=id,display_id" })
    expect(fewer.status, JSON.stringify(fewer.body)).toBe(200)
    expect(fewer.body.order).toMatchObject({ id: placed.id, display_id: placed.display_id })
    expect(fewer.body.order.email).toBeUndefined()
  })

  it("takes state changes from the shop's own pages only: another site's page is refused", async () => {
    const placed = await guestOrder()
    const pair = { display_id: placed.display_id, email: placed.email }
    const foreign = await lookUp(anotherClient(), pair, { headers: { origin: "https://evil.example" } })
    expect(foreign.status).toBe(403)
    const ownPage = await lookUp(anotherClient(), pair, { headers: { origin: new URL(stack().storefrontUrl).origin } })
    expect(ownPage.status, JSON.stringify(ownPage.body)).toBe(200)
    // The browser's way: through the storefront's own origin (its store proxy).
    const proxied = await fetch(`${stack().storefrontUrl}/store/orders/lookup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: new URL(stack().storefrontUrl).origin },
      body: JSON.stringify(pair),
    })
    expect(proxied.status).toBe(200)
    expect((await proxied.json()).order.id).toBe(placed.id)
  })
})

describe("order lookups that find nothing", () => {
  it("are slowed down per order number and client after five: a 429 with Retry-After, the right email too", async () => {
    const placed = await guestOrder()
    const client = anotherClient()
    for (let i = 0; i < 5; i++) expect((await lookUp(client, { display_id: placed.display_id, email: wrongEmail() })).status).toBe(404)
    const refused = await lookUp(client, { display_id: placed.display_id, email: placed.email })
    expectSlowedDown(refused, THROTTLED)
  })

  it("from an attacker hammering an order number never stop its owner, from their own client, finding it", async () => {
    const placed = await guestOrder()
    const attacker = anotherClient()
    for (let i = 0; i < 8; i++) await lookUp(attacker, { display_id: placed.display_id, email: wrongEmail() })
    expect((await lookUp(attacker, { display_id: placed.display_id, email: placed.email })).status).toBe(429)

    const owner = await lookUp(anotherClient(), { display_id: placed.display_id, email: placed.email })
    expect(owner.status, JSON.stringify(owner.body)).toBe(200)
    expect(owner.body.order.id).toBe(placed.id)
    // The attacker stays slowed down.
    expect((await lookUp(attacker, { display_id: placed.display_id, email: placed.email })).status).toBe(429)
  })

  it("are counted for the shopper the storefront vouches for, and only when it vouches with its secret", async () => {
    const placed = await guestOrder()
    const secret = JSON.parse(fs.readFileSync(path.join(stack().dataDir, "secrets.json"), "utf8")).clientAddressSecret as string
    const storefront = anotherClient()
    const asShopper = (shopper: string, email: string, vouch = secret) =>
      lookUp(storefront, { display_id: placed.display_id, email }, { headers: { "x-leafline-client": shopper, "x-leafline-storefront-secret": vouch } })

    for (let i = 0; i < 5; i++) expect((await asShopper("198.51.100.80", wrongEmail())).status).toBe(404)
    expect((await asShopper("198.51.100.80", placed.email)).status).toBe(429)
    // Another shopper behind the same storefront finds it.
    expect((await asShopper("198.51.100.81", placed.email)).status).toBe(200)
    // Naming a shopper without the secret names nothing: the connection's own count, which has none.
    expect((await asShopper("198.51.100.80", placed.email, "guess")).status).toBe(200)
  })

  it("are slowed down per client over order numbers: one email tried on many numbers", async () => {
    const placed = await guestOrder()
    const client = anotherClient()
    for (let i = 0; i < 5; i++) expect((await lookUp(client, { display_id: unknownNumber(), email: placed.email })).status).toBe(404)
    // A number this client has not tried, with its right email: the client's count holds it back.
    const refused = await lookUp(client, { display_id: placed.display_id, email: placed.email })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(THROTTLED)
    expect((await lookUp(anotherClient(), { display_id: placed.display_id, email: placed.email })).status).toBe(200)
  })

  it("count the same typo once", async () => {
    const placed = await guestOrder()
    const client = anotherClient()
    const typo = `x${placed.email}`
    for (let i = 0; i < 7; i++) expect((await lookUp(client, { display_id: placed.display_id, email: typo })).status).toBe(404)
    expect((await lookUp(client, { display_id: placed.display_id, email: placed.email })).status).toBe(200)
  })

  it("for a number are forgotten once it is found, on that client", async () => {
    const placed = await guestOrder()
    const client = anotherClient()
    const wrongTimes = async (times: number) => {
      for (let i = 0; i < times; i++) expect((await lookUp(client, { display_id: placed.display_id, email: wrongEmail() })).status).toBe(404)
    }
    await wrongTimes(4)
    expect((await lookUp(client, { display_id: placed.display_id, email: placed.email })).status).toBe(200)
    await wrongTimes(4)
    // Eight failures in all, four since it was found: the owner still finds it.
    expect((await lookUp(client, { display_id: placed.display_id, email: placed.email })).status).toBe(200)
  })

  it("sent side by side are each counted: five are looked at, the rest refused", async () => {
    const placed = await guestOrder()
    const client = anotherClient()
    const answers = await Promise.all(Array.from({ length: 8 }, () => lookUp(client, { display_id: placed.display_id, email: wrongEmail() })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([404, 404, 404, 404, 404, 429, 429, 429])
  })
})

describe("reading an order by its id (GET /store/orders/:id)", () => {
  it("answers only the fields asked for, not the payments and fulfilments Medusa reads the statuses from", async () => {
    const placed = await guestOrder()
    const { status, body } = await call("GET", `/store/orders/${placed.id}?fields=id,display_id,total,payment_status,items.id`)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(Object.keys(body.order).sort()).toEqual(["display_id", "id", "items", "payment_status", "total"])
    // Each line keeps what was asked and gains its tea house (and the product's, which it is read from), as every order answer does.
    expect(Object.keys(body.order.items[0]).sort()).toEqual(["id", "product", "store_id", "store_name"])
    expect(body.order.items[0]).toMatchObject({ store_id: houses[0].id, store_name: houses[0].name })
    const text = JSON.stringify(body)
    for (const absent of ["payment_collections", "fulfillments", "version", "summary"]) expect(text).not.toContain(`"${absent}`)
  })

  it("keeps what the storefront's order pages ask for", async () => {
    const placed = await guestOrder()
    const { status, body } = await call("GET", `/store/orders/${placed.id}?fields=${ORDER_FIELDS}`)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.order).toMatchObject({ id: placed.id, display_id: placed.display_id, email: placed.email, total: placed.total })
    expect(Object.keys(body.order.shipping_address).sort()).toEqual(expect.arrayContaining(ADDRESS_KEYS))
    expect(body.order.items[0]).toMatchObject({ store_id: houses[0].id, quantity: 1 })
  })
})

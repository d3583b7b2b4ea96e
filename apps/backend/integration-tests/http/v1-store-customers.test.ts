import crypto from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { toMinorUnits } from "@leafline/v1-store-api/lib/minor-units"
import { DOCUMENT_TOTALS } from "@leafline/v1-store-api/lib/views/totals"
import { type HouseTeas, complete, readyCart, teaHouses } from "../checkout"
import { anotherClient, callFrom } from "../client-http"
import { messagesTo, waitForMessage } from "../outbox"
import { call, registerCustomer, requestReset, SHOPPER_PASSWORD } from "../shoppers"
import { storeGet } from "../stack"
import { expectSlowedDown } from "../throttles"
import { medusa, medusaFrom, refusal, sessionCookie } from "../v1-client"

// v1's customer routes (/v1/store/customers) driven by the real v1 client.

const NEW_PASSWORD = "oolong-harvest-456"
const WEAK = "The password must be at least 8 characters long."
const RESET_TEMPLATE = "password-reset"
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const freshEmail = () => `v1-customer-${crypto.randomUUID()}@example.com`
const signInToken = async (email: string, password: string) => (await medusa().auth.getToken({ email, password })).access_token as string

const address = {
  first_name: "Mei",
  last_name: "Tanaka",
  address_1: "Teegasse 1",
  city: "Wien",
  country_code: "AT",
  postal_code: "1010",
  phone: "+43 1 234",
}

describe("v1 registration", () => {
  it("registers a customer, signs them in with a cookie session and answers the customer", async () => {
    const email = freshEmail()
    const client = medusa()
    const created = await client.customers.create({ email, password: SHOPPER_PASSWORD, first_name: "Mei", last_name: "Tanaka", phone: "+81 3 1234" })
    expect(created.customer).toMatchObject({ object: "customer", email, first_name: "Mei", last_name: "Tanaka", phone: "+81 3 1234", has_account: true })
    const cookie = sessionCookie(created)
    expect((await client.customers.retrieve(cookie)).customer.id).toBe(created.customer.id)
    // The account signs in on v2 as on v1.
    expect((await call("POST", "/auth/customer/emailpass", { body: { email, password: SHOPPER_PASSWORD } })).status).toBe(200)
    expect((await medusaFrom(anotherClient()).auth.exists(email)).exists).toBe(true)
  })

  it("refuses a weak password with v2's sentence, and registers nothing", async () => {
    const email = freshEmail()
    const refused = await refusal(medusa().customers.create({ email, password: "short", first_name: "Mei", last_name: "Tanaka" }))
    expect(refused).toEqual({ status: 400, body: { type: "invalid_data", message: WEAK } })
    const v2 = await call("POST", "/auth/customer/emailpass/register", { body: { email, password: "short" } })
    expect(v2.body.message).toBe(refused.body.message)
    expect((await medusa().customers.create({ email, password: SHOPPER_PASSWORD, first_name: "Mei", last_name: "Tanaka" })).customer.email).toBe(email)
  })

  it("refuses an email that has an account already, and bad bodies, with a message", async () => {
    const { email } = await registerCustomer()
    const taken = await refusal(medusa().customers.create({ email, password: SHOPPER_PASSWORD, first_name: "A", last_name: "B" }))
    expect(taken.status).toBe(422)
    expect(taken.body.message).toMatch(/already has an account/)
    for (const body of [
      { email: "not-an-email", password: SHOPPER_PASSWORD, first_name: "A", last_name: "B" },
      { email: freshEmail(), password: SHOPPER_PASSWORD, first_name: "A" },
      { email: freshEmail(), password: SHOPPER_PASSWORD, first_name: "A", last_name: "B", has_account: false },
    ]) {
      const refused = await refusal(medusa().customers.create(body as never))
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.message).toBeTruthy()
    }
  })
})

describe("v1 /customers/me", () => {
  it("is a 401 without a session", async () => {
    expect(await refusal(medusa().customers.retrieve())).toMatchObject({ status: 401 })
    expect(await refusal(medusa().customers.update({ first_name: "X" }))).toMatchObject({ status: 401 })
    expect(await refusal(medusa().customers.addresses.addAddress({ address } as never))).toMatchObject({ status: 401 })
    expect(await refusal(medusa().customers.listOrders())).toMatchObject({ status: 401 })
  })

  it("answers the customer, and takes no query parameters", async () => {
    const { id, email, token } = await registerCustomer()
    const { customer } = await medusa().customers.retrieve(bearer(token))
    expect(customer).toMatchObject({ object: "customer", id, email, billing_address: null, shipping_addresses: [] })
    const refused = await call("GET", "/v1/store/customers/me?expand=orders", { token })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/expand/)
  })

  it("updates names, phone, metadata and the billing address", async () => {
    const { email, token } = await registerCustomer()
    const { customer } = await medusa().customers.update(
      { first_name: "Mei", last_name: "Tanaka", phone: "+81 3 1234", email, metadata: { tea: "gyokuro" }, billing_address: address },
      bearer(token),
    )
    expect(customer).toMatchObject({ first_name: "Mei", last_name: "Tanaka", phone: "+81 3 1234", email, metadata: { tea: "gyokuro" } })
    expect(customer.billing_address).toMatchObject({ ...address, country_code: "at" })
    expect(customer.billing_address_id).toBe(customer.billing_address.id)

    // Another address of theirs becomes the billing address by its id.
    const added = await medusa().customers.addresses.addAddress({ address: { ...address, city: "Graz" } }, bearer(token))
    const graz = added.customer.shipping_addresses.find((a: { city: string }) => a.city === "Graz")
    const moved = await medusa().customers.update({ billing_address: graz.id }, bearer(token))
    expect(moved.customer.billing_address).toMatchObject({ id: graz.id, city: "Graz" })
  })

  it("refuses a new email, another's address as billing address, and bad bodies", async () => {
    const { email: own, token } = await registerCustomer()
    const other = await registerCustomer()
    const theirs = await medusa().customers.addresses.addAddress({ address }, bearer(other.token))
    const email = await refusal(medusa().customers.update({ email: freshEmail() }, bearer(token)))
    expect(email.status).toBe(400)
    expect(email.body.message).toMatch(/cannot be changed/)
    expect(await refusal(medusa().customers.update({ billing_address: theirs.customer.shipping_addresses[0].id }, bearer(token)))).toMatchObject({
      status: 404,
    })
    // A refused change changes nothing, a new password sent with it included.
    const withPassword = { password: NEW_PASSWORD, current_password: SHOPPER_PASSWORD, billing_address: theirs.customer.shipping_addresses[0].id }
    expect(await refusal(medusa().customers.update(withPassword as never, bearer(token)))).toMatchObject({ status: 404 })
    expect((await medusa().customers.retrieve(bearer(token))).customer.billing_address).toBeNull()
    for (const body of [{ first_name: 7 }, { billing_address: { city: "Wien" } }, { has_account: false }]) {
      const refused = await refusal(medusa().customers.update(body as never, bearer(token)))
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.message).toBeTruthy()
    }
    // The session and the password are as they were.
    expect((await medusa().customers.retrieve(bearer(token))).customer.email).toBe(own)
    expect(await signInToken(own, SHOPPER_PASSWORD)).toBeTruthy()
  })

  it("changes the password as v2's password change does: the current one is needed, and every session ends", async () => {
    const { email, token } = await registerCustomer()
    const client = medusaFrom(anotherClient())
    const without = await refusal(client.customers.update({ password: NEW_PASSWORD }, bearer(token)))
    expect(without.status).toBe(400)
    expect(without.body.message).toMatch(/current_password/)
    const wrong = await refusal(client.customers.update({ password: NEW_PASSWORD, current_password: "not-it" } as never, bearer(token)))
    expect(wrong).toEqual({ status: 400, body: { type: "invalid_data", message: "The current password is not right." } })
    const weak = await refusal(client.customers.update({ password: "short", current_password: SHOPPER_PASSWORD } as never, bearer(token)))
    expect(weak).toEqual({ status: 400, body: { type: "invalid_data", message: WEAK } })

    const changed = await client.customers.update({ password: NEW_PASSWORD, current_password: SHOPPER_PASSWORD, first_name: "Mei" } as never, bearer(token))
    expect(changed.customer.first_name).toBe("Mei")
    expect(await refusal(client.customers.retrieve(bearer(token)))).toMatchObject({ status: 401 })
    expect(await refusal(client.auth.getToken({ email, password: SHOPPER_PASSWORD }))).toMatchObject({ status: 401 })
    expect((await client.customers.retrieve(bearer(await signInToken(email, NEW_PASSWORD)))).customer.first_name).toBe("Mei")
  })
})

describe("v1 addresses", () => {
  it("are added, updated and deleted, each answering the customer with its shipping addresses", async () => {
    const { token } = await registerCustomer()
    const client = medusa()
    const added = await client.customers.addresses.addAddress({ address }, bearer(token))
    expect(added.customer.shipping_addresses).toHaveLength(1)
    const [saved] = added.customer.shipping_addresses
    expect(saved).toMatchObject({ ...address, country_code: "at", company: null, address_2: null })

    const updated = await client.customers.addresses.updateAddress(saved.id, { city: "Graz", address_2: "Stiege 2" }, bearer(token))
    expect(updated.customer.shipping_addresses).toEqual([expect.objectContaining({ id: saved.id, city: "Graz", address_2: "Stiege 2", first_name: "Mei" })])

    const deleted = await client.customers.addresses.deleteAddress(saved.id, bearer(token))
    expect(deleted.customer.shipping_addresses).toEqual([])
  })

  it("of another customer are a 404, and stay as they were", async () => {
    const { token } = await registerCustomer()
    const other = await registerCustomer()
    const theirs = (await medusa().customers.addresses.addAddress({ address }, bearer(other.token))).customer.shipping_addresses[0]
    expect(await refusal(medusa().customers.addresses.updateAddress(theirs.id, { city: "Graz" }, bearer(token)))).toMatchObject({
      status: 404,
      body: { type: "not_found" },
    })
    expect(await refusal(medusa().customers.addresses.deleteAddress(theirs.id, bearer(token)))).toMatchObject({ status: 404 })
    expect((await medusa().customers.retrieve(bearer(other.token))).customer.shipping_addresses).toEqual([expect.objectContaining({ id: theirs.id, city: "Wien" })])
  })

  it("refuse an address without what it needs, or with fields v1 did not have, with a 400", async () => {
    const { token } = await registerCustomer()
    const { city: _city, ...withoutCity } = address
    for (const body of [{ address: withoutCity }, { address: { ...address, is_default_shipping: true } }, address]) {
      const refused = await refusal(medusa().customers.addresses.addAddress(body as never, bearer(token)))
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.message).toBeTruthy()
    }
  })
})

describe("v1 /customers/me/orders", () => {
  let houses: HouseTeas[]
  beforeAll(async () => {
    houses = await teaHouses()
  })

  it("answers the customer's own orders, 10 a page by default, in v1's shape with v2's amounts in minor units", async () => {
    const shopper = await registerCustomer()
    const other = await registerCustomer()
    for (const currency of ["eur", "jpy"]) {
      const cart = await readyCart(houses[0], { email: shopper.email, token: shopper.token, currency })
      const placed = await complete(cart.id, shopper.token)
      expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    }

    const page = await medusa().customers.listOrders(undefined, bearer(shopper.token))
    expect([page.count, page.limit, page.offset]).toEqual([2, 10, 0])
    expect(page.orders.map((order: { currency_code: string }) => order.currency_code)).toEqual(["jpy", "eur"])

    const v2 = await call("GET", `/store/orders?fields=id,currency_code,${Object.values(DOCUMENT_TOTALS).join(",")},*items`, { token: shopper.token })
    expect(v2.status, JSON.stringify(v2.body)).toBe(200)
    for (const order of page.orders) {
      const same = v2.body.orders.find((candidate: { id: string }) => candidate.id === order.id)
      expect(order).toMatchObject({ object: "order", customer_id: shopper.id, email: shopper.email })
      // Each v1 total is the v2 total of the same meaning (v1's subtotal is the items' before tax), in minor units.
      for (const [v1Name, v2Name] of Object.entries(DOCUMENT_TOTALS)) {
        expect(order[v1Name], `${order.currency_code} ${v1Name}`).toBe(toMinorUnits(same[v2Name], order.currency_code))
        expect(Number.isInteger(order[v1Name])).toBe(true)
      }
      expect(order.total).toBeGreaterThan(0)
      expect(order.items).toHaveLength(1)
      const [line, v2Line] = [order.items[0], same.items[0]]
      expect(line).toMatchObject({ id: v2Line.id, title: v2Line.title, quantity: v2Line.quantity, variant_id: v2Line.variant_id })
      for (const total of ["unit_price", "subtotal", "tax_total", "total"]) {
        expect(line[total], `${order.currency_code} line ${total}`).toBe(toMinorUnits(v2Line[total], order.currency_code))
      }
      expect(order.items[0].store_id).toBe(houses[0].id)
      expect(order.shipping_methods[0].shipping_option.store_id).toBe(houses[0].id)
    }

    const second = await medusa().customers.listOrders({ limit: 1, offset: 1 }, bearer(shopper.token))
    expect([second.count, second.limit, second.offset, second.orders.length]).toEqual([2, 1, 1, 1])
    expect(second.orders[0].id).toBe(page.orders[1].id)

    expect((await medusa().customers.listOrders(undefined, bearer(other.token))).count).toBe(0)
  })

  it("refuses parameters it does not take, with a 400 naming them", async () => {
    const { token } = await registerCustomer()
    for (const query of ["fields=id", "expand=items", "limit=ten", "offset=-1"]) {
      const refused = await call("GET", `/v1/store/customers/me/orders?${query}`, { token })
      expect(refused.status, query).toBe(400)
      expect(refused.body.message, query).toBeTruthy()
    }
  })
})

/** The token of the newest reset link in the outbox for this email. */
async function resetToken(email: string, count: number): Promise<string> {
  await expect.poll(() => messagesTo(email, RESET_TEMPLATE).length, { timeout: 10_000 }).toBe(count)
  const message = await waitForMessage(email, RESET_TEMPLATE)
  return new URL(String(message.data.reset_url)).searchParams.get("token")!
}

describe("v1 password reset", () => {
  it("mails a reset link as v2 does; its token sets a new password once, ending every session", async () => {
    const { id, email, token: session } = await registerCustomer()
    const client = medusaFrom(anotherClient())
    const asked = await client.customers.generatePasswordToken({ email })
    expect(asked.response.status).toBe(204)
    const token = await resetToken(email, 1)

    const weak = await refusal(client.customers.resetPassword({ email, password: "short", token }))
    expect(weak).toEqual({ status: 400, body: { type: "invalid_data", message: WEAK } })
    const otherEmail = await refusal(client.customers.resetPassword({ email: freshEmail(), password: NEW_PASSWORD, token }))
    expect(otherEmail.status).toBe(401)

    const reset = await client.customers.resetPassword({ email, password: NEW_PASSWORD, token })
    expect(reset.customer).toMatchObject({ object: "customer", id, email })
    expect(await refusal(client.customers.retrieve(bearer(session)))).toMatchObject({ status: 401 })
    expect(await refusal(client.auth.getToken({ email, password: SHOPPER_PASSWORD }))).toMatchObject({ status: 401 })
    expect((await client.customers.retrieve(bearer(await signInToken(email, NEW_PASSWORD)))).customer.id).toBe(id)

    const again = await refusal(client.customers.resetPassword({ email, password: "another-pass-789", token }))
    expect(again).toMatchObject({ status: 401, body: { message: "Invalid or expired password reset token." } })
  })

  it("sets one password when its token is sent five times at once, and announces one change", async () => {
    for (let round = 0; round < 3; round++) {
      const { email } = await registerCustomer()
      const client = anotherClient()
      expect((await callFrom(client, "POST", "/v1/store/customers/password-token", { body: { email } })).status).toBe(204)
      const token = await resetToken(email, 1)
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          callFrom(client, "POST", "/v1/store/customers/password-reset", { body: { email, token, password: `${NEW_PASSWORD}-${i}` } }),
        ),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401])
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.body.message).toBe("Invalid or expired password reset token.")
      }
      await waitForMessage(email, "password-changed")
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(messagesTo(email, "password-changed")).toHaveLength(1)
    }
  })

  it("answers an unknown email exactly as a known one, and mails nothing to it", async () => {
    const { email } = await registerCustomer()
    const unknown = freshEmail()
    const client = medusaFrom(anotherClient())
    const forUnknown = await client.customers.generatePasswordToken({ email: unknown })
    const forKnown = await client.customers.generatePasswordToken({ email })
    expect([forUnknown.response.status, forUnknown.response.data]).toEqual([forKnown.response.status, forKnown.response.data])
    await resetToken(email, 1)
    expect(messagesTo(unknown, RESET_TEMPLATE)).toEqual([])
  })

  it("requests are slowed down with v2's: five between the two paths per email and client, then a 429", async () => {
    const { email } = await registerCustomer()
    const client = anotherClient()
    const v1 = () => callFrom(client, "POST", "/v1/store/customers/password-token", { body: { email } })
    const v2 = () => callFrom(client, "POST", "/auth/customer/emailpass/reset-password", { body: { identifier: email } })
    const statuses = [(await v1()).status, (await v2()).status, (await v1()).status, (await v2()).status, (await v1()).status]
    expect(statuses).toEqual([204, 201, 204, 201, 204])
    expectSlowedDown(await v1(), /^Too many password-reset requests for this email\. Try again in \d+ seconds?\.$/)
    expect((await v2()).status).toBe(429)
    // The owner's own request from elsewhere is not slowed down.
    expect((await callFrom(anotherClient(), "POST", "/v1/store/customers/password-token", { body: { email } })).status).toBe(204)
    expect((await requestReset(email)).status).toBe(201)
  })

  it("refuse bad bodies with a 400", async () => {
    const client = medusaFrom(anotherClient())
    expect((await refusal(client.customers.generatePasswordToken({ email: "not-an-email" }))).status).toBe(400)
    expect((await refusal(client.customers.generatePasswordToken({ identifier: freshEmail() } as never))).status).toBe(400)
    expect((await refusal(client.customers.resetPassword({ email: freshEmail(), password: NEW_PASSWORD } as never))).status).toBe(400)
    expect((await refusal(client.customers.resetPassword({ email: freshEmail(), password: NEW_PASSWORD, token: "not-a-token" }))).status).toBe(401)
  })
})

describe("v1 favourites", () => {
  it("are v2's routes under /v1/store/customers, with the same bodies, answers and auth", async () => {
    const { token } = await registerCustomer()
    const products = await storeGet<{ products: { id: string }[] }>("/store/products?limit=2&fields=id&order=handle")
    const [first] = products.body.products.map((product) => product.id)
    expect((await call("POST", "/v1/store/customers/add-favorite-product", { body: { product_id: first } })).status).toBe(401)

    const added = await call("POST", "/v1/store/customers/add-favorite-product", { token, body: { product_id: first } })
    expect(added).toMatchObject({ status: 200, body: { favorite_product_ids: [first] } })
    const listed = await call("GET", "/v1/store/customers/list-favorite-products?fields=id", { token })
    const v2Listed = await call("GET", "/store/customers/list-favorite-products?fields=id", { token })
    expect(listed.status).toBe(200)
    expect(listed.body.products.map((product: { id: string }) => product.id)).toEqual([first])
    expect(listed.body).toEqual(v2Listed.body)
    const removed = await call("POST", "/v1/store/customers/remove-favorite-product", { token, body: { product_id: first } })
    expect(removed).toMatchObject({ status: 200, body: { favorite_product_ids: [] } })
    expect((await call("POST", "/v1/store/customers/add-favorite-product", { token, body: {} })).status).toBe(400)
  })
})

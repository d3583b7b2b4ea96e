import crypto from "node:crypto"
import pg from "pg"
import { describe, expect, it } from "vitest"
import { CUSTOMER_PASSWORD_CHANGED } from "../../src/lib/auth/password-changed"
import { formatMoney } from "@leafline/shop-contract"
import { admin } from "../admin"
import { type HouseTeas, complete, guestEmail, readyCart, teaHouses } from "../checkout"
import { medusaExec } from "../medusa-exec"
import { type OutboxMessage, messagesTo, waitForMessage } from "../outbox"
import { orderPayment } from "../returns"
import { SHOPPER_PASSWORD, call, registerCustomer, requestReset } from "../shoppers"
import { stack } from "../stack"

type AdminOrder = {
  id: string
  display_id: number
  email: string
  currency_code: string
  total: number
  items: { id: string; product_title: string; variant_title: string; quantity: number }[]
  payment_collections: { payments: { id: string; amount: number }[] }[]
  fulfillments?: { id: string; location_id: string }[]
}

const ORDER_FIELDS = "id,display_id,email,currency_code,total,items.id,items.product_title,items.variant_title,items.quantity,payment_collections.payments.id,payment_collections.payments.amount"

async function adminOrder(id: string, extraFields = ""): Promise<AdminOrder> {
  const { status, body } = await admin("GET", `/admin/orders/${id}?fields=${ORDER_FIELDS}${extraFields}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.order
}

/** Places one house's order and answers it as staff see it. */
async function placeOrder(house: HouseTeas, options: Parameters<typeof readyCart>[1] = {}): Promise<AdminOrder> {
  const cart = await readyCart(house, options)
  const completed = await complete(cart.id, options.token)
  expect(completed.status, JSON.stringify(completed.body)).toBe(200)
  expect(completed.body.type).toBe("order")
  return adminOrder(completed.body.order.id)
}

type Delivery = { event: { name: string; data: unknown }; to: string; template: string }

/** Each event the tests below caused and the address and kind of email it sent; the last test delivers them again. */
const delivered: Delivery[] = []

/** The payload of the customer.password_changed event that sent `email`'s password-changed message, from its notification. */
async function passwordChangedEvent(email: string): Promise<Delivery["event"]> {
  const client = new pg.Client({ connectionString: stack().databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT idempotency_key, resource_id, created_at FROM notification WHERE "to" = $1 AND template = 'password-changed'`,
      [email],
    )
    expect(rows).toHaveLength(1)
    const [row] = rows
    return {
      name: CUSTOMER_PASSWORD_CHANGED,
      data: { id: row.idempotency_key.replace(/^password-changed:/, ""), auth_identity_id: row.resource_id, email, changed_at: row.created_at },
    }
  } finally {
    await client.end()
  }
}

const storefront = () => stack().storefrontUrl.replace(/\/+$/, "")
const lookupLink = (order: AdminOrder) => `${storefront()}/order/lookup?order=${order.display_id}&email=${encodeURIComponent(order.email)}`

/** Waits until `count` messages of the template reached `to`, then answers them (oldest first). */
async function waitForMessages(to: string, template: string, count: number): Promise<OutboxMessage[]> {
  await expect.poll(() => messagesTo(to, template).length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(count)
  return messagesTo(to, template)
}

describe("order-placed email", () => {
  it("mails a guest one email per tea house's order, with its number, house, lines, total and the order-lookup link", async () => {
    const [first, second] = await teaHouses()
    const email = guestEmail()
    const orders = [await placeOrder(first, { email, quantity: 2 }), await placeOrder(second, { email })]

    const messages = await waitForMessages(email, "order-placed", 2)
    expect(messages).toHaveLength(2)
    for (const order of orders) delivered.push({ event: { name: "order.placed", data: { id: order.id } }, to: email, template: "order-placed" })
    for (const [order, house] of [
      [orders[0], first],
      [orders[1], second],
    ] as const) {
      const message = messages.find((m) => m.subject === `Your Leafline order #${order.display_id} from ${house.name}`)
      expect(message, `no email for order #${order.display_id}`).toBeTruthy()
      expect(message!.data.link).toBe(lookupLink(order))
      expect(message!.text).toContain(lookupLink(order))
      expect(message!.text).toContain(`Total: ${formatMoney({ amount: order.total, currencyCode: "eur" })}`)
      const [item] = order.items
      expect(message!.text).toContain(`${item.quantity} × ${item.product_title} (${item.variant_title})`)
      expect(message!.text).toContain("Shipping method: ")
    }
  })

  it("links a customer's order to their account, in the order's currency (yen, no decimals)", async () => {
    const [house] = await teaHouses()
    const customer = await registerCustomer()
    const order = await placeOrder(house, { email: customer.email, token: customer.token, currency: "jpy" })
    expect(order.currency_code).toBe("jpy")

    const message = await waitForMessage(customer.email, "order-placed", 15_000)
    expect(message.subject).toBe(`Your Leafline order #${order.display_id} from ${house.name}`)
    expect(message.data.link).toBe(`${storefront()}/account/orders/${order.id}`)
    expect(message.text).toContain(`Total: ${formatMoney({ amount: order.total, currencyCode: "jpy" })}`)
    expect(message.text).toMatch(/Total: ¥[\d,]+\n/)
    expect(messagesTo(customer.email, "order-placed")).toHaveLength(1)
    delivered.push({ event: { name: "order.placed", data: { id: order.id } }, to: customer.email, template: "order-placed" })
  })
})

describe("after-sale emails", () => {
  it("mails the shipment with its tracking, the return received, and each refund once though every refund sends the same event", async () => {
    const [house] = await teaHouses()
    const order = await placeOrder(house, { quantity: 2 })
    const [line] = order.items
    await waitForMessage(order.email, "order-placed", 15_000)
    const [payment] = order.payment_collections[0].payments
    const captured = await admin("POST", `/admin/payments/${payment.id}/capture`, {})
    expect(captured.status, JSON.stringify(captured.body)).toBe(200)

    // Staff take the payment, fulfil the order and mark the parcel shipped with a tracking number.
    const fulfilled = await admin("POST", `/admin/orders/${order.id}/fulfillments`, { items: [{ id: line.id, quantity: 2 }] })
    expect(fulfilled.status, JSON.stringify(fulfilled.body)).toBe(200)
    const [fulfillment] = (await adminOrder(order.id, ",fulfillments.id,fulfillments.location_id")).fulfillments!
    const tracking = `LL${crypto.randomInt(1e9)}`
    const shipped = await admin("POST", `/admin/orders/${order.id}/fulfillments/${fulfillment.id}/shipments`, {
      items: [{ id: line.id, quantity: 2 }],
      labels: [{ tracking_number: tracking, tracking_url: `https://track.example/${tracking}`, label_url: "https://track.example/label" }],
    })
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200)

    const shipment = await waitForMessage(order.email, "shipment-created", 15_000)
    expect(shipment.subject).toBe(`Your Leafline order #${order.display_id} has shipped`)
    expect(shipment.text).toContain(`2 × ${line.product_title} (${line.variant_title})`)
    expect(shipment.text).toContain(`Tracking number: ${tracking}`)
    expect(shipment.text).toContain(`https://track.example/${tracking}`)
    expect(shipment.data.link).toBe(lookupLink(order))

    // One of the two comes back to the house's stock location: Medusa's return flow, requested and received.
    const begun = await admin("POST", "/admin/returns", { order_id: order.id, location_id: fulfillment.location_id })
    expect(begun.status, JSON.stringify(begun.body)).toBe(200)
    const returnId = begun.body.return.id
    for (const [route, body] of [
      [`/admin/returns/${returnId}/request-items`, { items: [{ id: line.id, quantity: 1 }] }],
      [`/admin/returns/${returnId}/request`, {}],
      [`/admin/returns/${returnId}/receive`, {}],
      [`/admin/returns/${returnId}/receive-items`, { items: [{ id: line.id, quantity: 1 }] }],
      [`/admin/returns/${returnId}/receive/confirm`, {}],
    ] as const) {
      const answer = await admin("POST", route, body)
      expect(answer.status, `${route}: ${JSON.stringify(answer.body)}`).toBe(200)
    }
    const received = await waitForMessage(order.email, "return-received", 15_000)
    expect(received.subject).toBe(`We received your return for Leafline order #${order.display_id}`)
    expect(received.text).toContain(`1 × ${line.product_title} (${line.variant_title})`)

    // Refunded in two parts: Medusa emits payment.refunded { id: payment } for each.
    const refundOne = await admin("POST", `/admin/payments/${payment.id}/refund`, { amount: 1 })
    expect(refundOne.status, JSON.stringify(refundOne.body)).toBe(200)
    const [firstRefund] = await waitForMessages(order.email, "refund-issued", 1)
    expect(firstRefund.subject).toBe(`Refund of ${formatMoney({ amount: 1, currencyCode: "eur" })} for Leafline order #${order.display_id}`)

    const refundTwo = await admin("POST", `/admin/payments/${payment.id}/refund`, { amount: 2.5 })
    expect(refundTwo.status, JSON.stringify(refundTwo.body)).toBe(200)
    // The second delivery offers the first refund again (before the second: the subscriber goes oldest first),
    // and the Notification Module drops it by its key: once the second refund's email is there, there are two.
    const refunds = await waitForMessages(order.email, "refund-issued", 2)
    expect(refunds.map((m) => m.subject)).toEqual([
      `Refund of ${formatMoney({ amount: 1, currencyCode: "eur" })} for Leafline order #${order.display_id}`,
      `Refund of ${formatMoney({ amount: 2.5, currencyCode: "eur" })} for Leafline order #${order.display_id}`,
    ])

    // Every email of the order went out once.
    for (const template of ["order-placed", "shipment-created", "return-received"]) {
      expect(messagesTo(order.email, template), template).toHaveLength(1)
    }
    delivered.push(
      { event: { name: "order.placed", data: { id: order.id } }, to: order.email, template: "order-placed" },
      { event: { name: "shipment.created", data: { id: fulfillment.id } }, to: order.email, template: "shipment-created" },
      { event: { name: "order.return_received", data: { order_id: order.id, return_id: returnId } }, to: order.email, template: "return-received" },
      { event: { name: "payment.refunded", data: { id: payment.id } }, to: order.email, template: "refund-issued" },
    )
  })

  it("mails no shipment when staff turn its notification off", async () => {
    const [house] = await teaHouses()
    const order = await placeOrder(house)
    const [line] = order.items
    const [payment] = order.payment_collections[0].payments
    expect((await admin("POST", `/admin/orders/${order.id}/fulfillments`, { items: [{ id: line.id, quantity: 1 }] })).status).toBe(200)
    const [fulfillment] = (await adminOrder(order.id, ",fulfillments.id,fulfillments.location_id")).fulfillments!
    const shipped = await admin("POST", `/admin/orders/${order.id}/fulfillments/${fulfillment.id}/shipments`, {
      items: [{ id: line.id, quantity: 1 }],
      no_notification: true,
    })
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200)

    // The shipment's event went out before the refund's: once the refund is mailed, the shipment's has been handled.
    // The shipment took the payment (src/subscribers/capture-payment-on-shipment.ts).
    await expect.poll(async () => (await orderPayment(order.id)).payment_status, { timeout: 15_000 }).toBe("captured")
    expect((await admin("POST", `/admin/payments/${payment.id}/refund`, { amount: 1 })).status).toBe(200)
    await waitForMessage(order.email, "refund-issued", 15_000)
    expect(messagesTo(order.email, "shipment-created")).toEqual([])
  })
})

describe("password-changed email", () => {
  it("is mailed after a customer changes their password, and not after a refused change", async () => {
    const customer = await registerCustomer()
    const refused = await call("POST", "/store/customers/me/password", {
      token: customer.token,
      body: { current_password: "not-the-one", new_password: "a-fresh-sencha-7" },
    })
    expect(refused.status).toBe(400)
    const changed = await call("POST", "/store/customers/me/password", {
      token: customer.token,
      body: { current_password: SHOPPER_PASSWORD, new_password: "a-fresh-sencha-7" },
    })
    expect(changed.status).toBe(200)

    const message = await waitForMessage(customer.email, "password-changed", 15_000)
    expect(message.subject).toBe("Your Leafline password was changed")
    expect(message.text).toContain(`(${customer.email}) was changed on`)
    expect(message.data.link).toBe(`${storefront()}/account/login?view=reset`)
    expect(messagesTo(customer.email, "password-changed")).toHaveLength(1)
    delivered.push({ event: await passwordChangedEvent(customer.email), to: customer.email, template: "password-changed" })
  })

  it("is mailed after a reset sets a new password, and not when the reset is refused", async () => {
    const customer = await registerCustomer()
    expect((await requestReset(customer.email)).status).toBe(201)
    const link = new URL(String((await waitForMessage(customer.email, "password-reset", 15_000)).data.reset_url))
    const token = link.searchParams.get("token")!

    const weak = await call("POST", "/auth/customer/emailpass/update", { token, body: { password: "short" } })
    expect(weak.status).toBe(400)
    const forged = await call("POST", "/auth/customer/emailpass/update", { token: `${token}x`, body: { password: "oolong-harvest-456" } })
    expect(forged.status).toBe(401)
    const set = await call("POST", "/auth/customer/emailpass/update", { token, body: { password: "oolong-harvest-456" } })
    expect(set.status).toBe(200)

    // The refused attempts came first: had either announced a change, its email would be here by now too.
    await waitForMessage(customer.email, "password-changed", 15_000)
    expect(messagesTo(customer.email, "password-changed")).toHaveLength(1)
    delivered.push({ event: await passwordChangedEvent(customer.email), to: customer.email, template: "password-changed" })
  })
})

describe("a second delivery of the same event", () => {
  it("sends nothing: each event above, handed to the app's subscribers again, mails no one", () => {
    expect(delivered.length, "runs after the tests above, which record what they sent").toBeGreaterThanOrEqual(9)
    const count = () => delivered.map(({ to, template }) => messagesTo(to, template).length)
    const before = count()
    // A change nobody has announced yet goes through the same path and is mailed: the path does send.
    const fresh = guestEmail()
    const control = {
      name: CUSTOMER_PASSWORD_CHANGED,
      data: { id: crypto.randomUUID(), auth_identity_id: "authid_control", email: fresh, changed_at: new Date().toISOString() },
    }

    // In a process of its own, on the stack's database and outbox: Medusa's local event bus cannot be reached from here.
    const run = medusaExec("./integration-tests/scripts/redeliver-events.ts", [JSON.stringify([...delivered.map((d) => d.event), control])])
    expect(run.status, run.stdout + run.stderr).toBe(0)

    expect(count()).toEqual(before)
    expect(messagesTo(fresh, "password-changed")).toHaveLength(1)
  })
})

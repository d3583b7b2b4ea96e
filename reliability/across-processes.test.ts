import crypto from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { type HouseTeas, checkoutContext, guestEmail, readyCart, setStocked, stockLevel, teaHouses } from "../apps/backend/integration-tests/checkout"
import { anotherClient, callFrom } from "../apps/backend/integration-tests/client-http"
import { registerCustomer } from "../apps/backend/integration-tests/shoppers"
import {
  checkoutRecords,
  closeConnections,
  connectionsOnEveryServer,
  instancesOf,
  onConnection,
  onNewConnection,
  query,
  report,
  servedBy,
  shop,
} from "./shop"

/**
 * Requests for one thing at one moment, spread over the back end's server processes: each on a connection
 * of its own, taken by whichever process is free first (X-Served-By says which).
 */

let houses: HouseTeas[]
let newCart: () => { region_id: string; sales_channel_id: string; email: string }

beforeAll(async () => {
  expect(instancesOf(shop().processes.backend).length, "the shop runs several server processes").toBeGreaterThanOrEqual(2)
  houses = await teaHouses()
  const { regionId, salesChannelId } = await checkoutContext()
  newCart = () => ({ region_id: regionId, sales_channel_id: salesChannelId, email: guestEmail() })
})

const processesOf = (answers: { headers: Headers }[]) => new Set(answers.map(servedBy))

/** Completes each cart at once, on connections held half by each server process. */
async function completeOverEveryServer(cartIds: string[]) {
  const connections = await connectionsOnEveryServer(cartIds.length)
  try {
    return await Promise.all(cartIds.map((cartId, i) => onConnection(connections[i].agent, "POST", `/store/carts/${cartId}/complete`)))
  } finally {
    closeConnections(connections)
  }
}

describe("the last unit of a tea", () => {
  it("bought by 50 carts at once over every server process: one order, the stock never below zero", async () => {
    const house = houses[houses.length - 1]
    const variantId = house.variantIds[0]
    const before = await stockLevel(variantId)
    expect((await setStocked(before, before.reserved + 1)).status).toBe(200)
    try {
      const carts: { id: string; email: string }[] = []
      for (let i = 0; i < 50; i += 10) carts.push(...(await Promise.all(Array.from({ length: 10 }, () => readyCart(house, { variantId })))))
      const answers = await completeOverEveryServer(carts.map((cart) => cart.id))
      const statuses = answers.map((answer) => answer.status)
      const placed = answers.filter((answer) => answer.status === 200 && answer.body.type === "order")
      const refused = answers.filter((answer) => answer.status >= 400 && answer.status < 500)
      report(`50 completes for 1 unit: ${placed.length} placed, ${refused.length} refused (${[...new Set(statuses)].join(", ")}), answered by ${[...processesOf(answers)].join(", ")}`)
      expect(processesOf(answers).size).toBeGreaterThanOrEqual(2)
      expect(placed, JSON.stringify(statuses)).toHaveLength(1)
      expect(refused).toHaveLength(49)
      for (const answer of refused) expect(typeof answer.body.message).toBe("string")

      const after = await stockLevel(variantId)
      report(`stock after: stocked ${after.stocked}, reserved ${after.reserved} (before: reserved ${before.reserved})`)
      expect(after.reserved).toBe(before.reserved + 1)
      expect(after.stocked - after.reserved).toBe(0)
      const records = await checkoutRecords(carts.map((cart) => cart.email))
      expect(records.orders).toHaveLength(1)
      expect(records.completedWithoutOrder).toEqual([])
      expect(records.paymentsWithoutOrder).toEqual([])
    } finally {
      const now = await stockLevel(variantId)
      await setStocked(now, Math.max(before.stocked, now.reserved + 100))
    }
  })
})

describe("one cart completed 20 times at once over every server process", () => {
  it("makes one order; every answer is that order or a 4xx with a message", async () => {
    const cart = await readyCart(houses[0])
    const answers = await completeOverEveryServer(Array.from({ length: 20 }, () => cart.id))
    const orderIds = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.order?.id))
    const other = answers.filter((answer) => answer.status !== 200)
    report(
      `20 completes of one cart: ${answers.length - other.length} answered the order, ${other.length} refused ` +
        `(${[...new Set(other.map((a) => a.status))].join(", ") || "none"}), answered by ${[...processesOf(answers)].join(", ")}`,
    )
    expect(processesOf(answers).size).toBeGreaterThanOrEqual(2)
    expect(orderIds.size).toBe(1)
    expect([...orderIds][0]).toMatch(/^order_/)
    for (const answer of other) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(typeof answer.body.message).toBe("string")
    }
    const records = await checkoutRecords([cart.email])
    expect(records.orders).toHaveLength(1)
    expect(records.cartsWithTwoOrders).toEqual([])
    expect(records.ordersWithoutPayment).toEqual([])
  })
})

describe("an Idempotency-Key", () => {
  it("retried on another server process gets the first answer replayed", async () => {
    const headers = { "idempotency-key": crypto.randomUUID() }
    const body = newCart()
    const first = await onNewConnection("POST", "/store/carts?fields=id", { body, headers })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const retries: Awaited<ReturnType<typeof onNewConnection<any>>>[] = []
    // New connections until another process takes one (each retry is replayed wherever it lands).
    for (let i = 0; i < 40 && !retries.some((retry) => servedBy(retry) !== servedBy(first)); i++) {
      retries.push(await onNewConnection("POST", "/store/carts?fields=id", { body, headers }))
    }
    report(`first answered by ${servedBy(first)}; ${retries.length} retries, answered by ${[...processesOf(retries)].join(", ")}, ${retries.filter((r) => r.headers.get("idempotent-replayed") === "true").length} replayed`)
    expect(retries.some((retry) => servedBy(retry) !== servedBy(first))).toBe(true)
    for (const retry of retries) {
      expect(retry.status).toBe(200)
      expect(retry.headers.get("idempotent-replayed")).toBe("true")
      expect(retry.body.cart.id).toBe(first.body.cart.id)
    }
  })

  it("sent 10 times at once over every process runs once", async () => {
    const headers = { "idempotency-key": crypto.randomUUID() }
    const body = newCart()
    const answers = await Promise.all(Array.from({ length: 10 }, () => onNewConnection("POST", "/store/carts?fields=id", { body, headers })))
    const carts = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.cart.id))
    report(`10 at once with one key: statuses ${answers.map((a) => a.status).join(",")}, ${carts.size} cart(s), answered by ${[...processesOf(answers)].join(", ")}`)
    expect(carts.size).toBe(1)
    for (const answer of answers) expect([200, 409]).toContain(answer.status)
    const made = await query("select count(*) from cart where email = $1", [body.email])
    expect(Number(made[0].count)).toBe(1)
  })
})

describe("wrong passwords spread over the server processes", () => {
  const signIn = (client: string, email: string, password: string) =>
    callFrom(client, "POST", "/auth/customer/emailpass", { body: { email, password } })

  it("six in a row still slow the email down from that client", async () => {
    const customer = await registerCustomer()
    const client = anotherClient()
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await signIn(client, customer.email, "not-the-password"))
    const statuses = answers.map((answer) => answer.status)
    const right = await signIn(client, customer.email, "green-tea-123")
    report(`six wrong passwords on new connections: ${statuses.join(",")}, answered by ${[...processesOf(answers)].join(", ")}; then the right one: ${right.status}`)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect(right.status).toBe(429)
  })

  it("eight at once: five are checked, the rest refused", async () => {
    const customer = await registerCustomer()
    const client = anotherClient()
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => signIn(client, customer.email, "not-the-password")))).map((a) => a.status)
    report(`eight wrong passwords at once: ${statuses.sort().join(",")}`)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3)
  })
})

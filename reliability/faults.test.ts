import { beforeAll, describe, expect, it } from "vitest"
import { admin } from "../apps/backend/integration-tests/admin"
import { type HouseTeas, checkoutContext, guestEmail, teaHouses } from "../apps/backend/integration-tests/checkout"
import { waitForRedis } from "../scripts/lib/redis.mjs"
import { checkOutWithRetries, type ShopperOutcome } from "./shopper"
import {
  allServersAnswer,
  backendAnswers,
  cacheRedisPid,
  checkoutRecords,
  databaseServer,
  instancesOf,
  onNewConnection,
  query,
  redisPid,
  report,
  shop,
  waitFor,
  workerPid,
} from "./shop"

/**
 * Faults in the multi-process shop, each in the middle of checkouts: what a shopper sees, and what the
 * database keeps. Every case checks the same books afterwards: no cart completed without its order, no
 * order without its payment, no payment without its order, and every shopper who was told "placed" has
 * the order.
 */

let houses: HouseTeas[]
let scope: Awaited<ReturnType<typeof checkoutContext>>

beforeAll(async () => {
  houses = await teaHouses()
  scope = await checkoutContext()
})

/**
 * `count` shoppers checking out at once (retrying as the storefront does); `fault` runs once a few of them
 * have paid and are completing, while the others are still filling their carts.
 */
async function checkoutsWith(count: number, fault: () => Promise<void>) {
  const emails = Array.from({ length: count }, () => guestEmail())
  const running = emails.map((email, i) => checkOutWithRetries(houses[i % houses.length], scope, email))
  const paying = async () =>
    Number(
      (
        await query(
          `select count(*) from cart c join cart_payment_collection cpc on cpc.cart_id = c.id
           join payment_session ps on ps.payment_collection_id = cpc.payment_collection_id where c.email = any($1)`,
          [emails],
        )
      )[0].count,
    )
  await waitFor("the first shoppers paying", async () => (await paying()) >= Math.min(3, count), 60_000)
  await fault()
  const outcomes = await Promise.all(running)
  return { emails, outcomes }
}

/** The books after a fault, printed and checked. */
async function expectBooksKept(label: string, outcomes: ShopperOutcome[]) {
  const records = await checkoutRecords(outcomes.map((o) => o.email))
  const told = outcomes.filter((o) => o.completeStatus === 200)
  const orderIds = new Set(records.orders.map((order) => order.id))
  report(
    `${label}: ${told.length}/${outcomes.length} shoppers told "placed", ${records.orders.length} orders, ${outcomes.reduce((n, o) => n + o.retries, 0)} calls sent again; ` +
      `completed without order ${records.completedWithoutOrder.length}, orders without payment ${records.ordersWithoutPayment.length}, ` +
      `payments without order ${records.paymentsWithoutOrder.length}, carts with two orders ${records.cartsWithTwoOrders.length}`,
  )
  const slowest = outcomes.reduce((worst, o) => (o.slowest.ms > worst.slowest.ms ? o : worst))
  report(`  the slowest call of any shopper: ${slowest.slowest.call}, ${slowest.slowest.ms} ms (its retries included)`)
  for (const o of outcomes.filter((o) => o.failure || o.completeStatus !== 200)) report(`  ${o.email}: complete ${o.completeStatus}, ${o.failure ?? ""}`)
  expect(records.completedWithoutOrder).toEqual([])
  expect(records.ordersWithoutPayment).toEqual([])
  expect(records.paymentsWithoutOrder).toEqual([])
  expect(records.cartsWithTwoOrders).toEqual([])
  for (const outcome of told) expect(orderIds.has(outcome.orderId!), `${outcome.email} was told ${outcome.orderId}`).toBe(true)
  return { told, records }
}

describe("a server process killed (SIGKILL) in the middle of 10 checkouts", () => {
  it("the others take the new requests; after the restart the books are kept and every shopper has their order", async () => {
    const { servers } = shop().topology
    let killed = 0
    let answeredMeanwhile = 0
    const { outcomes } = await checkoutsWith(10, async () => {
      killed = instancesOf(shop().processes.backend)[0]
      process.kill(killed, "SIGKILL")
      // New connections while it is down go to the processes alive.
      for (let i = 0; i < servers * 2; i++) if (await backendAnswers()) answeredMeanwhile++
    })
    const restartMs = await waitFor("the balancer runs every server again", () => allServersAnswer(servers))
    report(`killed server ${killed}; ${answeredMeanwhile}/${servers * 2} new requests answered meanwhile; all ${servers} servers answer again ${restartMs} ms after the checkouts ended`)
    expect(answeredMeanwhile).toBe(servers * 2)
    expect(instancesOf(shop().processes.backend)).not.toContain(killed)
    const { told } = await expectBooksKept("server killed", outcomes)
    expect(told).toHaveLength(10)
  })
})

describe("Redis restarted in the middle of 6 checkouts", () => {
  it("the shop answers within seconds of Redis being back; no order is lost", async () => {
    let stoppedAt = 0
    let backAt = 0
    let answeredAt = 0
    const { outcomes } = await checkoutsWith(6, async () => {
      const pid = redisPid()!
      stoppedAt = Date.now()
      process.kill(pid, "SIGTERM")
      // scripts/start.mjs starts it again, as a service manager would.
      await waitFor("Redis stopped", () => redisPid() !== pid, 30_000)
      await waitForRedis(shop().redisUrl, 60_000)
      backAt = Date.now()
      await waitFor("the back end answers after Redis is back", backendAnswers, 30_000)
      answeredAt = Date.now()
    })
    report(`Redis down ${backAt - stoppedAt} ms; the back end answered ${answeredAt - backAt} ms after it was back`)
    expect(answeredAt - backAt).toBeLessThan(10_000)
    const { told } = await expectBooksKept("Redis restarted", outcomes)
    expect(told).toHaveLength(6)
  })
})

describe("the cache's Redis killed (SIGKILL) in the middle of 6 checkouts", () => {
  it("costs only copies: the listing and new pages answer, it is started again, and no order is lost", async () => {
    const statuses: number[] = []
    const { outcomes } = await checkoutsWith(6, async () => {
      const pid = cacheRedisPid()!
      process.kill(pid, "SIGKILL")
      for (let i = 0; i < 3; i++) {
        const search = `/teas?q=${encodeURIComponent(`cache redis killed ${Date.now()} ${i}`)}`
        statuses.push((await onNewConnection("GET", search, { baseUrl: shop().storefrontUrl, headers: { accept: "text/html" } })).status)
        statuses.push((await onNewConnection("GET", `/store/listing?q=oolong${i}`)).status)
      }
      // scripts/start.mjs starts it again; nothing on disk, so it starts empty.
      await waitFor("the cache's Redis started again", () => ![null, pid].includes(cacheRedisPid()), 30_000)
      await waitForRedis(shop().cacheRedisUrl!, 60_000)
    })
    report(`the cache's Redis killed: new pages and listings answered ${statuses.join(", ")}`)
    expect(statuses).toEqual(Array(6).fill(200))
    const { told } = await expectBooksKept("cache Redis killed", outcomes)
    expect(told).toHaveLength(6)
  })
})

describe("the worker killed (SIGKILL)", () => {
  it("handles the events it missed once it is back: a tea renamed meanwhile is found by its new name", async () => {
    const [tea] = (await onNewConnection("GET", "/store/products?limit=1&offset=5&order=handle&fields=id,title")).body.products
    const word = `Reliable${Date.now().toString(36)}`
    const pid = workerPid()!
    process.kill(pid, "SIGKILL")
    const renamed = await admin("POST", `/admin/products/${tea.id}`, { title: `${tea.title} ${word}` })
    expect(renamed.status).toBe(200)
    const workerBack = await waitFor("the worker answers again", async () => {
      const now = workerPid()
      if (!now || now === pid) return false
      return (await fetch(`http://localhost:${shop().processes.workers[0].port}/health`)).ok
    })
    const found = () => onNewConnection("GET", `/store/listing?q=${word}`).then((a) => a.status === 200 && a.body.products?.some((p: { id: string }) => p.id === tea.id))
    const foundMs = await waitFor("the renamed tea in the listing", found, 60_000)
    report(`worker ${pid} killed; renamed a tea meanwhile; the worker answered again after ${workerBack} ms, the listing found the new name ${foundMs} ms later`)
    await admin("POST", `/admin/products/${tea.id}`, { title: tea.title })
  })
})

describe("PostgreSQL restarted under load", () => {
  it("each request is answered, by a 2xx once it is back or a clear 503; the shop recovers by itself", async () => {
    const server = databaseServer()
    const answers: { status: number; body: any; ms: number }[] = []
    let running = true
    // Three clients reading and writing without pause, each request on a new connection.
    const client = async () => {
      while (running) {
        const started = Date.now()
        const read = answers.length % 2 === 0
        const answer = read
          ? await onNewConnection("GET", `/store/products?limit=5&fields=id,title&q=${answers.length}`, { timeoutMs: 120_000 })
          : await onNewConnection("POST", "/store/carts?fields=id", { body: { email: guestEmail(), region_id: scope.regionId, sales_channel_id: scope.salesChannelId }, timeoutMs: 120_000 })
        answers.push({ status: answer.status, body: answer.body, ms: Date.now() - started })
      }
    }
    const clients = [client(), client(), client()]
    await waitFor("a few answers before the restart", () => answers.length >= 6, 30_000)
    const before = answers.length
    const stoppedAt = Date.now()
    server.stop()
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await server.start(() => {})
    const downMs = Date.now() - stoppedAt
    const recoveredMs = await waitFor("a cart created after the restart", async () => answers.slice(before).some((a) => a.status === 200), 90_000)
    running = false
    await Promise.all(clients)
    const during = answers.slice(before)
    const counts = during.reduce<Record<number, number>>((all, a) => ({ ...all, [a.status]: (all[a.status] ?? 0) + 1 }), {})
    report(`PostgreSQL down ${downMs} ms; ${during.length} requests since: ${JSON.stringify(counts)}, slowest ${Math.max(...during.map((a) => a.ms))} ms; answered 2xx again ${recoveredMs} ms after the stop`)
    for (const answer of during.filter((a) => a.status !== 200)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503)
      expect(answer.body.message).toMatch(/try again/i)
      expect(JSON.stringify(answer.body)).not.toMatch(/ECONN|terminat|knex|pool|postgres|sql/i)
    }
    const after = await checkOutWithRetries(houses[0], scope, guestEmail())
    report(`a checkout after the restart: complete ${after.completeStatus}`)
    expect(after.completeStatus).toBe(200)
  })
})

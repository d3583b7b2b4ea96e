import { beforeAll, describe, expect, it } from "vitest"
import { type HouseTeas, checkoutContext, guestEmail, teaHouses } from "../apps/backend/integration-tests/checkout"
import { RELIABILITY_ENV } from "../scripts/lib/reliability-stack.mjs"
import { cartReadyToComplete, sender } from "./shopper"
import { allServersAnswer, backendAnswers, checkoutRecords, onNewConnection, query, report, shop, waitFor } from "./shop"

/**
 * A server killed at every step of a cart's completion, not at random: the test-only header
 * X-Leafline-Exit-At-Step makes the server running the completion kill itself (SIGKILL) at the Nth step event of
 * the shop's completion workflow (workflows/carts/complete-cart.ts, Medusa's steps) (each step's begin and each step's success; apps/backend/src/lib/checkout/completion/exit-at-step.ts),
 * for N = 1, 2, ... until a completion runs past the last one. Each cut-off completion is either sent again at
 * once as the storefront does (the shopper must have the order) or left alone (the worker's sweep must bring
 * the cart to a whole state by itself; it is then completed again), each within the bounds below. Then the books: no order without its payment, no payment
 * without its order, no cart completed without its order or with two, and no stock left reserved for an order
 * that does not exist.
 */

// Rounds over every step event: one in `npm test`; LEAFLINE_KILL_ROUNDS=2 (or more) cuts off each step both ways.
const ROUNDS = Math.max(1, Number(process.env.LEAFLINE_KILL_ROUNDS) || 1)
// Each kill costs a server restart (the other server answers meanwhile) and, sent again, the dead server's lease:
// 48 step events a round (the begin and success of the 22 steps a completion runs, and the begin of the 4 it skips
// when the cart's charges have not changed), each kill 8-21 s on a loaded 2-core machine (30-36 s while a server
// took 50 s to start at a load average of 15-20).
const TEST_TIMEOUT_MS = ROUNDS * 20 * 60_000
// What the issue asks: sent again at once, the shopper has the order within 15 s of the kill; left alone, the
// cut-off completion is undone within 30 s. Both follow the locks a killed server held, which lapse one lease after
// its death (ours, and Medusa's stock reservation's with patches/@medusajs+locking-redis+2.21.2.patch): the
// reliability stack's lease is 5 s, so the order comes within 10 s, and a run left alone is undone within 25 s
// (the worker's sweep every 10 s leaves a run younger than 5 s alone).
const LEASE_MS = Number(RELIABILITY_ENV.LEAFLINE_LOCK_LEASE_SECONDS) * 1000
const SETTLED_WITHIN_MS = LEASE_MS + 20_000
const ORDER_WITHIN_MS = LEASE_MS + 5_000
const EXIT_AT_STEP_HEADER = "x-leafline-exit-at-step"
const UNFINISHED = ["not_started", "invoking", "waiting_to_compensate", "compensating"]

let houses: HouseTeas[]
let scope: Awaited<ReturnType<typeof checkoutContext>>

let levelsOffBefore = new Map<string, number>()

beforeAll(async () => {
  houses = await teaHouses()
  scope = await checkoutContext()
  levelsOffBefore = await levelsOffBy()
})

/** Completion runs of these carts that the workflow engine holds as not finished. */
const unfinishedRuns = (cartIds: string[]) =>
  query<{ transaction_id: string }>(
    `select transaction_id from workflow_execution where workflow_id = 'leafline-complete-cart' and deleted_at is null
     and state = any($1) and transaction_id like any($2)`,
    [UNFINISHED, cartIds.map((id) => `cart-completion-${id}-%`)],
  )

/** Each stock level's reserved count less the quantity of its reservations (0 when the books agree). */
async function levelsOffBy(): Promise<Map<string, number>> {
  const levels = await query<{ id: string; off: string }>(
    `select il.id, il.reserved_quantity - (
       select coalesce(sum(ri.quantity), 0) from reservation_item ri
       where ri.inventory_item_id = il.inventory_item_id and ri.location_id = il.location_id and ri.deleted_at is null) as off
     from inventory_level il where il.deleted_at is null`,
  )
  return new Map(levels.map((level) => [level.id, Number(level.off)]))
}

/**
 * Reservations (stock held) for an order line that no order holds; and stock levels the test put off (a level
 * already off when it began, on a stack used before, counts only if the test moved it).
 */
async function stockRecords() {
  const [reservedForNoOrder, levels] = await Promise.all([
    query(
      `select ri.id from reservation_item ri where ri.deleted_at is null and ri.line_item_id is not null and not exists (
         select 1 from order_item oi join "order" o on o.id = oi.order_id and o.deleted_at is null
         where oi.item_id = ri.line_item_id and oi.deleted_at is null)`,
    ),
    levelsOffBy(),
  ])
  const levelsOff = [...levels].filter(([id, off]) => off !== (levelsOffBefore.get(id) ?? 0)).map(([id, off]) => ({ id, off }))
  return { reservedForNoOrder, levelsOff }
}

/** Orders of each cart (through Medusa's order-cart link). */
const ordersOfCarts = (cartIds: string[]) =>
  query<{ cart_id: string; order_id: string }>(`select cart_id, order_id from order_cart where cart_id = any($1) and deleted_at is null`, [cartIds])

async function expectBooksKept(label: string, emails: string[]) {
  const records = await checkoutRecords(emails)
  const stock = await stockRecords()
  report(
    `${label}: ${records.orders.length} orders; completed without order ${records.completedWithoutOrder.length}, orders without payment ${records.ordersWithoutPayment.length}, ` +
      `payments without order ${records.paymentsWithoutOrder.length}, carts with two orders ${records.cartsWithTwoOrders.length}, ` +
      `stock reserved for no order ${stock.reservedForNoOrder.length}, stock levels off ${stock.levelsOff.length}`,
  )
  expect(records.completedWithoutOrder).toEqual([])
  expect(records.ordersWithoutPayment).toEqual([])
  expect(records.paymentsWithoutOrder).toEqual([])
  expect(records.cartsWithTwoOrders).toEqual([])
  expect(stock.reservedForNoOrder).toEqual([])
  expect(stock.levelsOff).toEqual([])
  return records
}

interface Kill {
  step: number
  cartId: string
  email: string
  at: number
  /** Sent again at once (the storefront's client), or left alone (the worker's sweep). */
  sentAgain: boolean
}

describe("a server killed at every step of a cart's completion", () => {
  it("each cut-off completion is undone: sent again, the shopper has the order; left alone, the cart is whole by itself", async () => {
    const kills: Kill[] = []
    const waits: { step: number; ms: number }[] = []
    const placedPastTheEnd: string[] = []
    // Kill points alternate between the two ways back, so each way back meets steps both before and after their
    // work; each further round swaps them, so two rounds cut off every step event both ways. Within a round the
    // left-alone kills run first, each as soon as one server answers (the other may still be starting again), then
    // the sent-again ones, each with every server up, as a shopper's retry finds a live server.
    for (let round = 0; round < ROUNDS; round++) {
      let pastTheEnd = 200
      for (const sentAgain of [false, true]) {
        for (let step = 1; step < pastTheEnd; step++) {
          if (((step + round) % 2 === 1) !== sentAgain) continue
          const email = guestEmail()
          await waitFor("a server answering", backendAnswers, 60_000)
          const [cartId] = await Promise.all([
            cartReadyToComplete(houses[step % houses.length], scope, email),
            sentAgain && waitFor("every server answering", () => allServersAnswer(shop().topology.servers), 60_000),
          ])
          const answer = await onNewConnection("POST", `/store/carts/${cartId}/complete?fields=id`, {
            headers: { [EXIT_AT_STEP_HEADER]: String(step) },
            timeoutMs: 60_000,
          }).catch(() => ({ status: 0, body: null }))
          if (answer.status === 200) {
            // Past the last step: the switch never fired and the order was placed.
            expect(answer.body.type).toBe("order")
            placedPastTheEnd.push(email)
            pastTheEnd = step
            break
          }
          expect(answer.status, `step ${step}: ${JSON.stringify(answer.body)}`).toBe(0)
          const kill = { step, cartId, email, at: Date.now(), sentAgain }
          kills.push(kill)
          if (!sentAgain) continue
          const again = await sender()("POST", `/store/carts/${cartId}/complete?fields=id`)
          waits.push({ step, ms: Date.now() - kill.at })
          expect(again.status, `cut off at step ${step}: ${JSON.stringify(again.body)}`).toBe(200)
          expect(again.body.type, `cut off at step ${step}: ${JSON.stringify(again.body)}`).toBe("order")
        }
      }
    }
    expect(kills.length).toBeGreaterThan(20)
    report(`${kills.length} step events, a server killed at each; sent again (${waits.length}): the order ${Math.min(...waits.map((w) => w.ms))}-${Math.max(...waits.map((w) => w.ms))} ms after the kill`)
    for (const { step, ms } of waits) expect(ms, `sent again after step ${step}`).toBeLessThan(ORDER_WITHIN_MS)

    const leftAlone = kills.filter((kill) => !kill.sentAgain)
    await waitFor("every cut-off completion undone", async () => (await unfinishedRuns(leftAlone.map((kill) => kill.cartId))).length === 0, SETTLED_WITHIN_MS + 15_000)
    // When the engine recorded each run as finished (undone), against when its server was killed.
    const finished = await query<{ transaction_id: string; updated_at: Date }>(
      `select transaction_id, updated_at from workflow_execution where workflow_id = 'leafline-complete-cart' and transaction_id like any($1)`,
      [leftAlone.map((kill) => `cart-completion-${kill.cartId}-%`)],
    )
    const settled = leftAlone.map((kill) => {
      const run = finished.find((row) => row.transaction_id.includes(kill.cartId))
      return { step: kill.step, ms: run ? new Date(run.updated_at).getTime() - kill.at : Infinity }
    })
    const ordered = new Set((await ordersOfCarts(leftAlone.map((kill) => kill.cartId))).map((o) => o.cart_id))
    report(
      `left alone (${leftAlone.length}): each cut-off completion undone ${Math.min(...settled.map((s) => s.ms))}-${Math.max(...settled.map((s) => s.ms))} ms after its kill; ` +
        `${ordered.size} carts kept their order (cut off after it was whole), ${leftAlone.length - ordered.size} open again`,
    )
    for (const { step, ms } of settled) expect(ms, `left alone after step ${step}`).toBeLessThan(SETTLED_WITHIN_MS)
    const emails = [...kills.map((kill) => kill.email), ...placedPastTheEnd]
    await expectBooksKept("cut off", emails)

    const send = sender()
    for (const kill of leftAlone.filter((k) => !ordered.has(k.cartId))) {
      const again = await send("POST", `/store/carts/${kill.cartId}/complete?fields=id`)
      expect(again.status, `left alone after step ${kill.step}: ${JSON.stringify(again.body)}`).toBe(200)
      expect(again.body.type, `left alone after step ${kill.step}: ${JSON.stringify(again.body)}`).toBe("order")
    }
    const books = await expectBooksKept("completed again", emails)
    expect(books.orders.length).toBe(emails.length)
    expect((await ordersOfCarts(kills.map((kill) => kill.cartId))).length).toBe(kills.length)
    await waitFor("every server answers again", () => allServersAnswer(shop().topology.servers))
  }, TEST_TIMEOUT_MS)
})

import { beforeAll, describe, expect, it } from "vitest"
import { type HouseTeas, checkoutContext, guestEmail, teaHouses } from "../apps/backend/integration-tests/checkout"
import { cartReadyToComplete, sender } from "./shopper"
import { allServersAnswer, backendAnswers, checkoutRecords, onNewConnection, query, report, shop, waitFor } from "./shop"

/**
 * A server killed at every step of a cart's completion, not at random: the test-only header
 * X-Leafline-Exit-At-Step makes the server running the completion kill itself (SIGKILL) at the Nth step event of
 * Medusa's completion workflow (each step's begin and each step's success; apps/backend/src/lib/checkout/completion/exit-at-step.ts),
 * for N = 1, 2, ... until a completion runs past the last one. Twice over: once left alone (the worker's sweep
 * must bring each cart to a whole state by itself within 30 s), once sent again at once as the storefront does
 * (the shopper must have the order within 15 s). Then the books: no order without its payment, no payment
 * without its order, no cart completed without its order or with two, and no stock left reserved for an order
 * that does not exist.
 */

// Each kill costs a server restart (the other server answers meanwhile) and, sent again, the dead server's lease.
const TEST_TIMEOUT_MS = 15 * 60_000
const SETTLED_WITHIN_MS = 30_000
const ORDER_WITHIN_MS = 15_000
const EXIT_AT_STEP_HEADER = "x-leafline-exit-at-step"
const UNFINISHED = ["not_started", "invoking", "waiting_to_compensate", "compensating"]

let houses: HouseTeas[]
let scope: Awaited<ReturnType<typeof checkoutContext>>

beforeAll(async () => {
  houses = await teaHouses()
  scope = await checkoutContext()
})

/** Completion runs of these carts that the workflow engine holds as not finished. */
const unfinishedRuns = (cartIds: string[]) =>
  query<{ transaction_id: string }>(
    `select transaction_id from workflow_execution where workflow_id = 'complete-cart' and deleted_at is null
     and state = any($1) and transaction_id like any($2)`,
    [UNFINISHED, cartIds.map((id) => `cart-completion-${id}-%`)],
  )

/** Reservations (stock held) for an order line that no order holds; and stock levels whose reserved count is not their reservations'. */
async function stockRecords() {
  const [reservedForNoOrder, levelsOff] = await Promise.all([
    query(
      `select ri.id from reservation_item ri where ri.deleted_at is null and ri.line_item_id is not null and not exists (
         select 1 from order_item oi join "order" o on o.id = oi.order_id and o.deleted_at is null
         where oi.item_id = ri.line_item_id and oi.deleted_at is null)`,
    ),
    query(
      `select il.id from inventory_level il where il.deleted_at is null and il.reserved_quantity <> (
         select coalesce(sum(ri.quantity), 0) from reservation_item ri
         where ri.inventory_item_id = il.inventory_item_id and ri.location_id = il.location_id and ri.deleted_at is null)`,
    ),
  ])
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
}

/**
 * Kills a server at each step of a completion in turn, a new cart each time; stops at the first completion that
 * runs past the last step (answered 200). `afterKill` runs after each kill (the shopper's retry, or nothing).
 */
async function killAtEveryStep(afterKill: (kill: Kill) => Promise<void>) {
  const kills: Kill[] = []
  const placedPastTheEnd: string[] = []
  for (let step = 1; step < 200; step++) {
    const email = guestEmail()
    await waitFor("a server answering", backendAnswers, 60_000)
    const cartId = await cartReadyToComplete(houses[step % houses.length], scope, email)
    const answer = await onNewConnection("POST", `/store/carts/${cartId}/complete?fields=id`, { headers: { [EXIT_AT_STEP_HEADER]: String(step) }, timeoutMs: 60_000 }).catch(
      () => ({ status: 0, body: null }),
    )
    if (answer.status === 200) {
      expect(answer.body.type).toBe("order")
      placedPastTheEnd.push(email)
      break
    }
    expect(answer.status, `step ${step}: ${JSON.stringify(answer.body)}`).toBe(0)
    const kill = { step, cartId, email, at: Date.now() }
    kills.push(kill)
    await afterKill(kill)
  }
  expect(kills.length).toBeGreaterThan(10)
  return { kills, placedPastTheEnd }
}

describe("a server killed at every step of a cart's completion", () => {
  it("left alone, each cut-off completion is undone within 30 s; completed again, every cart has one paid order", async () => {
    const { kills, placedPastTheEnd } = await killAtEveryStep(async () => {})
    const cartIds = kills.map((kill) => kill.cartId)
    const settledMs = await waitFor("every cut-off completion undone", async () => (await unfinishedRuns(cartIds)).length === 0, SETTLED_WITHIN_MS + 15_000)
    const lastKill = Math.max(...kills.map((kill) => kill.at))
    report(`${kills.length} steps, a server killed at each; every cut-off completion undone ${Date.now() - lastKill} ms after the last kill (waited ${settledMs} ms)`)
    expect(Date.now() - lastKill).toBeLessThan(SETTLED_WITHIN_MS + 15_000)
    const emails = [...kills.map((kill) => kill.email), ...placedPastTheEnd]
    const settled = await expectBooksKept("left alone", emails)
    // Each cart is whole: no order (open, to complete again) or one order with its payment (the kill came after all of it).
    const ordered = new Set((await ordersOfCarts(cartIds)).map((o) => o.cart_id))
    report(`  ${ordered.size} of ${kills.length} carts kept their order (killed after the run was whole), ${kills.length - ordered.size} were undone`)
    expect(settled.orders.length).toBe(ordered.size + placedPastTheEnd.length)

    const send = sender()
    for (const kill of kills.filter((k) => !ordered.has(k.cartId))) {
      const again = await send("POST", `/store/carts/${kill.cartId}/complete?fields=id`)
      expect(again.status, `cart cut off at step ${kill.step}: ${JSON.stringify(again.body)}`).toBe(200)
      expect(again.body.type, `cart cut off at step ${kill.step}: ${JSON.stringify(again.body)}`).toBe("order")
    }
    const after = await expectBooksKept("completed again", emails)
    expect(after.orders.length).toBe(emails.length)
    expect((await ordersOfCarts(cartIds)).length).toBe(kills.length)
    await waitFor("every server answers again", () => allServersAnswer(shop().topology.servers))
  }, TEST_TIMEOUT_MS)

  it("sent again at once, as the storefront does, the shopper has the order within 15 s", async () => {
    const waits: number[] = []
    const { kills, placedPastTheEnd } = await killAtEveryStep(async (kill) => {
      const again = await sender()("POST", `/store/carts/${kill.cartId}/complete?fields=id`)
      waits.push(Date.now() - kill.at)
      expect(again.status, `cut off at step ${kill.step}: ${JSON.stringify(again.body)}`).toBe(200)
      expect(again.body.type).toBe("order")
    })
    report(`${kills.length} steps, a server killed at each and the completion sent again: the order ${Math.min(...waits)}-${Math.max(...waits)} ms after the kill`)
    for (const [i, ms] of waits.entries()) expect(ms, `cut off at step ${kills[i].step}`).toBeLessThan(ORDER_WITHIN_MS)
    const emails = [...kills.map((kill) => kill.email), ...placedPastTheEnd]
    const books = await expectBooksKept("sent again", emails)
    expect(books.orders.length).toBe(emails.length)
    await waitFor("every server answers again", () => allServersAnswer(shop().topology.servers))
  }, TEST_TIMEOUT_MS)
})

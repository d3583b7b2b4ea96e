import { expect, vi } from "vitest"
import { admin } from "./admin"
import { type HouseTeas, complete, readyCart } from "./checkout"
import { call } from "./shoppers"

export interface PlacedOrder {
  id: string
  display_id: number
  items: { id: string; quantity: number; title: string }[]
}

/** A customer's completed order of one of the house's teas, `quantity` of it. */
export async function customerOrder(house: HouseTeas, customer: { email: string; token: string }, quantity = 1): Promise<PlacedOrder> {
  const cart = await readyCart(house, { email: customer.email, token: customer.token, quantity })
  const { status, body } = await complete(cart.id, customer.token)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.order as PlacedOrder
}

/**
 * Staff fulfil every item of the order and (unless told not to) mark the fulfillment shipped, through the
 * admin API; a shipped order's payment is then taken (the back end captures it on shipment.created).
 */
export async function shipOrder(orderId: string, { ship = true } = {}): Promise<void> {
  const { body: read } = await admin("GET", `/admin/orders/${orderId}?fields=id,items.id,items.quantity,items.detail.quantity`)
  const items = (read.order.items as { id: string; quantity: number }[]).map((item) => ({ id: item.id, quantity: item.quantity }))
  const fulfilled = await admin("POST", `/admin/orders/${orderId}/fulfillments?fields=id,fulfillments.id`, { items })
  expect(fulfilled.status, JSON.stringify(fulfilled.body)).toBe(200)
  if (!ship) return
  const [fulfillment] = fulfilled.body.order.fulfillments as { id: string }[]
  const shipped = await admin("POST", `/admin/orders/${orderId}/fulfillments/${fulfillment.id}/shipments?fields=id`, { items })
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200)
  // vi.waitFor, not expect.poll: this also runs in beforeAll hooks.
  await vi.waitFor(async () => expect((await orderPayment(orderId)).payment_status).toBe("captured"), { timeout: 15_000, interval: 100 })
}

/** How the order stands with its payment, as staff see it: its status and each payment collection's. */
export async function orderPayment(orderId: string): Promise<{ payment_status: string; collections: { status: string; amount: number }[] }> {
  const { status, body } = await admin("GET", `/admin/orders/${orderId}?fields=payment_status,payment_collections.status,payment_collections.amount`)
  expect(status, JSON.stringify(body)).toBe(200)
  const collections = (body.order.payment_collections as { status: string; amount: number }[]).map(({ status, amount }) => ({ status, amount }))
  return { payment_status: body.order.payment_status, collections }
}

/** Staff receive all of a requested return in the back office's three steps: begin, the items, confirm. */
export async function receiveReturn(returnId: string, items: { item_id: string; quantity: number }[]): Promise<void> {
  const begun = await admin("POST", `/admin/returns/${returnId}/receive`, {})
  expect(begun.status, JSON.stringify(begun.body)).toBe(200)
  const received = await admin("POST", `/admin/returns/${returnId}/receive-items`, {
    items: items.map((item) => ({ id: item.item_id, quantity: item.quantity })),
  })
  expect(received.status, JSON.stringify(received.body)).toBe(200)
  const confirmed = await admin("POST", `/admin/returns/${returnId}/receive/confirm`, {})
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
}

/** Medusa's return reasons, by value (the seed's: damaged, not_as_described, changed_my_mind). */
export async function returnReasons(): Promise<Record<string, { id: string; label: string }>> {
  const { status, body } = await call("GET", "/store/return-reasons?fields=id,value,label")
  expect(status, JSON.stringify(body)).toBe(200)
  return Object.fromEntries((body.return_reasons as { id: string; value: string; label: string }[]).map((r) => [r.value, r]))
}

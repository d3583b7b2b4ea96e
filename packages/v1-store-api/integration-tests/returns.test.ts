import type { OrderReturns } from "@leafline/shop-contract"
import { beforeAll, describe, expect, it } from "vitest"
import { type HouseTeas, teaHouses } from "../../../apps/backend/integration-tests/checkout"
import { type PlacedOrder, customerOrder, returnReasons, shipOrder } from "../../../apps/backend/integration-tests/returns"
import { call, registerCustomer } from "../../../apps/backend/integration-tests/shoppers"
import { medusa, refusal } from "../../../apps/backend/integration-tests/v1-client"

// POST /v1/store/returns with the real v1 client: the same return, by the same rules, as the customer's
// POST /store/orders/:id/returns makes, answered in v1's shape and checked against v2's own answer.

let house: HouseTeas
let reasons: Awaited<ReturnType<typeof returnReasons>>
let customer: { id: string; email: string; token: string }
let order: PlacedOrder
// The tea house's return option, as the first return went back by it.
let houseOptionId: string

const as = (token: string) => ({ Authorization: `Bearer ${token}` })
const v2Returns = async (orderId: string, token: string) => (await call<OrderReturns>("GET", `/store/orders/${orderId}/returns`, { token })).body

beforeAll(async () => {
  ;[house] = await teaHouses()
  reasons = await returnReasons()
  customer = await registerCustomer()
  order = await customerOrder(house, customer, 3)
})

describe("v1 returns", () => {
  it("refuses a return of an order not shipped yet, as v2 does", async () => {
    const item = order.items[0]
    const body = { order_id: order.id, items: [{ item_id: item.id, quantity: 1 }] }
    const refused = await refusal(medusa().returns.create(body, as(customer.token)))
    expect(refused).toMatchObject({ status: 400, body: { message: "This order has not been shipped yet, so it cannot be returned." } })
  })

  it("makes the customer's return of their shipped order, in v1's shape, as v2 records it", async () => {
    await shipOrder(order.id)
    const item = order.items[0]
    const { return: made } = await medusa().returns.create(
      { order_id: order.id, items: [{ item_id: item.id, quantity: 2, reason_id: reasons.damaged.id, note: "Dented tin" }] },
      as(customer.token),
    )
    expect(made).toMatchObject({ order_id: order.id, status: "requested", swap_id: null, claim_order_id: null, location_id: null })
    expect(made.items).toEqual([
      expect.objectContaining({ item_id: item.id, quantity: 2, requested_quantity: 2, reason_id: reasons.damaged.id, note: "Dented tin", received_quantity: null }),
    ])
    expect(made.items[0].reason).toMatchObject({ id: reasons.damaged.id, label: "Damaged" })
    expect(made.shipping_method).toMatchObject({ price: 0, shipping_option_id: expect.stringMatching(/^so_/) })
    houseOptionId = made.shipping_method.shipping_option_id
    expect(Number.isInteger(made.refund_amount)).toBe(true)

    const v2 = await v2Returns(order.id, customer.token)
    const theirs = v2.returns.find((found) => found.id === made.id)!
    expect(theirs).toMatchObject({ status: "requested", items: [expect.objectContaining({ item_id: item.id, quantity: 2, note: "Dented tin" })] })
    expect(v2.returnable_items.find((line) => line.item_id === item.id)?.quantity).toBe(1)
  })

  it("takes the tea house's return option when named, refuses another, and keeps v2's quantity rules", async () => {
    const item = order.items[0]
    const tooMany = await refusal(medusa().returns.create({ order_id: order.id, items: [{ item_id: item.id, quantity: 2 }] }, as(customer.token)))
    expect(tooMany).toMatchObject({ status: 400, body: { message: expect.stringContaining("Only 1 more") } })

    const elsewhere = { order_id: order.id, items: [{ item_id: item.id, quantity: 1 }], return_shipping: { option_id: "so_elsewhere" } }
    const other = await refusal(medusa().returns.create(elsewhere, as(customer.token)))
    expect(other).toMatchObject({ status: 400, body: { message: expect.stringContaining(`return option ${houseOptionId}`) } })

    const named = { ...elsewhere, return_shipping: { option_id: houseOptionId } }
    const { return: made } = await medusa().returns.create(named, as(customer.token))
    expect(made.shipping_method.shipping_option_id).toBe(houseOptionId)
    const v2 = await v2Returns(order.id, customer.token)
    expect(v2.returns.map((found) => found.id)).toContain(made.id)
    expect(v2.returnable_items.find((line) => line.item_id === item.id)?.quantity).toBe(0)
  })

  it("reaches only the signed-in customer's own order: 401 for a guest, 404 for someone else", async () => {
    const body = { order_id: order.id, items: [{ item_id: order.items[0].id, quantity: 1 }] }
    expect(await refusal(medusa().returns.create(body))).toMatchObject({ status: 401 })
    const stranger = await registerCustomer()
    const theirs = await refusal(medusa().returns.create(body, as(stranger.token)))
    expect(theirs).toMatchObject({ status: 404, body: { type: "not_found", message: `Order with id ${order.id} was not found` } })
    const unknown = await refusal(medusa().returns.create({ ...body, order_id: "order_nope" }, as(customer.token)))
    expect(unknown).toMatchObject({ status: 404, body: { message: "Order with id order_nope was not found" } })
  })

  it("makes one return of a request sent twice with the same Idempotency-Key", async () => {
    const another = await customerOrder(house, customer, 1)
    await shipOrder(another.id)
    const headers = { ...as(customer.token), "Idempotency-Key": `v1-return-${another.id}` }
    const body = { order_id: another.id, items: [{ item_id: another.items[0].id, quantity: 1, reason_id: reasons.changed_my_mind.id }] }
    const first = await medusa().returns.create(body, headers)
    const again = await medusa().returns.create(body, headers)
    expect(again.response.headers["idempotent-replayed"]).toBe("true")
    expect(again.return.id).toBe(first.return.id)
    expect((await v2Returns(another.id, customer.token)).returns.map((found) => found.id)).toEqual([first.return.id])
  })

  it("refuses a body v1 would not take, saying what is wrong", async () => {
    const item = order.items[0]
    const cases: [unknown, string][] = [
      [{ order_id: order.id, items: [{ item_id: item.id, quantity: "1" }] }, "items, 0, quantity"],
      [{ order_id: order.id, items: [] }, "Value for field 'items' too small"],
      [{ order_id: order.id, items: [{ item_id: item.id, quantity: 1 }], receive_now: true }, "receive_now"],
      [{ items: [{ item_id: item.id, quantity: 1 }] }, "order_id"],
      [{ order_id: order.id, items: [{ item_id: item.id, quantity: 1, reason_id: "rr_nope" }] }, "Unknown return reason rr_nope"],
    ]
    for (const [body, message] of cases) {
      const refused = await refusal(medusa().returns.create(body as never, as(customer.token)))
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 400, body: { message: expect.stringContaining(message) } })
    }
  })
})

import type { OrderReturns as ReturnsAnswer } from "@leafline/shop-contract"
import { beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { type HouseTeas, addressedCart, addItem, complete, readyCart, stockLevel, teaHouses } from "../checkout"
import { customerOrder, orderPayment, receiveReturn, returnReasons, shipOrder } from "../returns"
import { call, registerCustomer } from "../shoppers"

const NOT_SHIPPED = "This order has not been shipped yet, so it cannot be returned."

let house: HouseTeas
let reasons: Awaited<ReturnType<typeof returnReasons>>

beforeAll(async () => {
  ;[house] = await teaHouses()
  reasons = await returnReasons()
})

const requestReturn = (orderId: string, token: string | undefined, body: unknown) =>
  call("POST", `/store/orders/${orderId}/returns`, { token, body })
const readReturns = (orderId: string, token: string) => call<ReturnsAnswer>("GET", `/store/orders/${orderId}/returns`, { token })

describe("return reasons", () => {
  it("the seed's reasons are Medusa's, answered with their public fields only", async () => {
    expect(Object.keys(reasons)).toEqual(expect.arrayContaining(["damaged", "not_as_described", "changed_my_mind"]))
    expect(reasons.damaged.label).toBe("Damaged")
    const { body } = await call("GET", "/store/return-reasons")
    expect(body.return_reasons.length).toBeGreaterThanOrEqual(3)
    for (const reason of body.return_reasons) {
      expect(Object.keys(reason).filter((key) => !["id", "value", "label", "description", "parent_return_reason_id", "parent_return_reason", "return_reason_children", "created_at", "updated_at", "deleted_at"].includes(key))).toEqual([])
    }
    // A field Medusa does not declare for the route is left out of the answer.
    const asked = await call("GET", "/store/return-reasons?fields=id,metadata,*metadata")
    expect(asked.body.return_reasons?.some((reason: object) => "metadata" in reason) ?? false).toBe(false)
  })
})

describe("return options", () => {
  it("each house has a free return option, which a cart's shipping options never show", async () => {
    const { body } = await admin("GET", "/admin/shipping-options?fields=id,name,rules.attribute,rules.value&limit=500")
    const returnOptions = (body.shipping_options as { name: string; rules: { attribute: string; value: string }[] }[]).filter((option) =>
      option.rules.some((rule) => rule.attribute === "is_return" && rule.value === "true"),
    )
    expect(returnOptions.length).toBeGreaterThanOrEqual((await teaHouses()).length)
    expect(new Set(returnOptions.map((option) => option.name))).toEqual(new Set(["Return by post"]))

    const cart = await addressedCart()
    await addItem(cart.id, house.variantIds[0])
    const { body: offered } = await call("GET", `/store/shipping-options?cart_id=${cart.id}`)
    const names = (offered.shipping_options as { name: string }[]).map((option) => option.name)
    expect(names.length).toBeGreaterThan(0)
    expect(names).not.toContain("Return by post")
  })
})

describe("a customer's return of a shipped order", () => {
  it("is requested by the customer, seen and received by staff, and shown to the customer as received", async () => {
    const customer = await registerCustomer()
    const order = await customerOrder(house, customer, 3)
    const item = order.items[0]
    expect((await requestReturn(order.id, customer.token, { items: [{ id: item.id, quantity: 1 }], reason_id: reasons.damaged.id })).body.message).toBe(NOT_SHIPPED)
    await shipOrder(order.id)

    const requested = await requestReturn(order.id, customer.token, {
      items: [{ id: item.id, quantity: 2 }],
      reason_id: reasons.damaged.id,
      note: "The tin arrived dented.",
    })
    expect(requested.status, JSON.stringify(requested.body)).toBe(200)
    expect(requested.body.return).toMatchObject({
      status: "requested",
      items: [{ item_id: item.id, title: item.title, quantity: 2, received_quantity: 0, note: "The tin arrived dented.", reason: { value: "damaged", label: "Damaged" } }],
    })
    const returnId = requested.body.return.id as string

    const { body: listed } = await admin("GET", `/admin/returns?order_id=${order.id}&fields=id,status,order_id,items.quantity,items.reason_id`)
    expect(listed.returns).toEqual([expect.objectContaining({ id: returnId, status: "requested", order_id: order.id })])
    const { body: detail } = await admin("GET", `/admin/orders/${order.id}?fields=id,items.id,items.detail.return_requested_quantity`)
    expect(detail.order.items[0].detail.return_requested_quantity).toBe(2)

    const shown = await readReturns(order.id, customer.token)
    expect(shown.status).toBe(200)
    expect(shown.body.shipped).toBe(true)
    expect(shown.body.returns.map((r) => [r.id, r.status])).toEqual([[returnId, "requested"]])
    expect(shown.body.returnable_items).toEqual([{ item_id: item.id, quantity: 1 }])
    // Medusa adds the return's shipping method (the house's free return option) to the order: the answer names it.
    const { body: placed } = await call("GET", `/store/orders/${order.id}?fields=shipping_methods.id,shipping_methods.name`, { token: customer.token })
    const returnMethods = (placed.order.shipping_methods as { id: string; name: string }[]).filter((m) => shown.body.return_shipping_method_ids.includes(m.id))
    expect(returnMethods.map((m) => m.name)).toEqual(["Return by post"])

    // More than is left after the requested return, then after it is received.
    const tooMany = await requestReturn(order.id, customer.token, { items: [{ id: item.id, quantity: 2 }], reason_id: reasons.changed_my_mind.id })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toBe(`Only 1 more of "${item.title}" can be returned: 2 of the 3 ordered are returned or being returned already.`)

    // Shipping took the payment; receiving the return leaves it taken (Medusa cancels an authorisation that
    // was never captured when a return is received, and asks for the kept teas' price again).
    const paid = await orderPayment(order.id)
    expect(paid.collections.map((collection) => collection.status)).toEqual(["completed"])
    await receiveReturn(returnId, [{ item_id: item.id, quantity: 2 }])
    expect((await orderPayment(order.id)).collections).toEqual(paid.collections)
    const received = await readReturns(order.id, customer.token)
    expect(received.body.returns).toEqual([
      expect.objectContaining({ id: returnId, status: "received", items: [expect.objectContaining({ quantity: 2, received_quantity: 2 })] }),
    ])
    expect((await requestReturn(order.id, customer.token, { items: [{ id: item.id, quantity: 2 }], reason_id: reasons.damaged.id })).status).toBe(400)

    const last = await requestReturn(order.id, customer.token, { items: [{ id: item.id, quantity: 1 }], reason_id: reasons.not_as_described.id })
    expect(last.status, JSON.stringify(last.body)).toBe(200)
    expect(last.body.returnable_items).toEqual([{ item_id: item.id, quantity: 0 }])
    const again = await requestReturn(order.id, customer.token, { items: [{ id: item.id, quantity: 1 }], reason_id: reasons.damaged.id })
    expect(again.status).toBe(400)
    expect(again.body.message).toMatch(/cannot be returned again/)
    expect((await readReturns(order.id, customer.token)).body.returns.map((r) => r.status)).toEqual(["received", "requested"])
  })

  it("takes turns: four requests at once for the last unit make one return", async () => {
    const customer = await registerCustomer()
    const order = await customerOrder(house, customer, 1)
    await shipOrder(order.id)
    const body = { items: [{ id: order.items[0].id, quantity: 1 }], reason_id: reasons.changed_my_mind.id }
    const answers = await Promise.all([1, 2, 3, 4].map(() => requestReturn(order.id, customer.token, body)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400])
    expect((await readReturns(order.id, customer.token)).body.returns).toHaveLength(1)
  })
})

describe("a return that cannot be made", () => {
  let customer: Awaited<ReturnType<typeof registerCustomer>>
  let order: Awaited<ReturnType<typeof customerOrder>>
  const line = (quantity: unknown, id = order.items[0].id) => ({ items: [{ id, quantity }], reason_id: reasons.damaged.id })

  beforeAll(async () => {
    customer = await registerCustomer()
    order = await customerOrder(house, customer, 2)
    await shipOrder(order.id)
  })

  it("needs the customer's session: 401 without one", async () => {
    expect((await requestReturn(order.id, undefined, line(1))).status).toBe(401)
    expect((await call("GET", `/store/orders/${order.id}/returns`)).status).toBe(401)
  })

  it("is of the customer's own order: someone else's, a guest's or an unknown one is not found", async () => {
    const stranger = await registerCustomer()
    for (const answer of [await requestReturn(order.id, stranger.token, line(1)), await readReturns(order.id, stranger.token)]) {
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe(`Order with id ${order.id} was not found`)
    }
    const guestCart = await readyCart(house)
    const guestOrder = (await complete(guestCart.id)).body.order
    await shipOrder(guestOrder.id)
    expect((await requestReturn(guestOrder.id, customer.token, line(1, guestOrder.items[0].id))).status).toBe(404)
    expect((await requestReturn("order_nope", customer.token, line(1))).status).toBe(404)
  })

  it("is of a shipped order: not one only fulfilled", async () => {
    const fulfilledOnly = await customerOrder(house, customer, 1)
    await shipOrder(fulfilledOnly.id, { ship: false })
    const answer = await requestReturn(fulfilledOnly.id, customer.token, line(1, fulfilledOnly.items[0].id))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(NOT_SHIPPED)
    expect((await readReturns(fulfilledOnly.id, customer.token)).body).toMatchObject({ shipped: false, returns: [] })
  })

  it("names a known reason, whole quantities of 1 or more and items of the order", async () => {
    const unknown = await requestReturn(order.id, customer.token, { ...line(1), reason_id: "rr_nope" })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(/^Unknown return reason rr_nope: choose one of .*Damaged/)
    for (const quantity of [0, -1, 1.5]) {
      const answer = await requestReturn(order.id, customer.token, line(quantity))
      expect(answer.status, String(quantity)).toBe(400)
      expect(answer.body.message).toBe(`The quantity of "${order.items[0].title}" must be a whole number of 1 or more.`)
    }
    expect((await requestReturn(order.id, customer.token, line("1"))).status).toBe(400)
    const foreign = await requestReturn(order.id, customer.token, line(1, "ordli_nope"))
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toBe("This order has no item ordli_nope.")
    const more = await requestReturn(order.id, customer.token, line(3))
    expect(more.status).toBe(400)
    expect(more.body.message).toBe(`Only 2 of "${order.items[0].title}" can be returned: the order has 2.`)
    for (const body of [{ items: [], reason_id: reasons.damaged.id }, { items: [{ id: order.items[0].id, quantity: 1 }] }, { ...line(1), receive_now: true }]) {
      expect((await requestReturn(order.id, customer.token, body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await call("GET", `/store/orders/${order.id}/returns?fields=*order`, { token: customer.token })).status).toBe(400)
    expect((await readReturns(order.id, customer.token)).body.returns).toEqual([])
  })

  it("is not made through Medusa's unguarded POST /store/returns", async () => {
    const answer = await call("POST", "/store/returns", {
      body: { order_id: order.id, items: [{ id: order.items[0].id, quantity: 1 }], return_shipping: { option_id: "so_x" }, receive_now: true },
    })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toMatch(/POST \/store\/orders\/\{id\}\/returns/)
  })
})

describe("a return staff make in the admin API", () => {
  it("without a stock location that holds its tea is refused at confirm with a 400 that says so, then received once it has one", async () => {
    const [, otherHouse] = await teaHouses()
    const customer = await registerCustomer()
    const order = await customerOrder(house, customer, 1)
    await shipOrder(order.id)
    const created = await admin("POST", "/admin/returns", { order_id: order.id })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const returnId = created.body.return.id as string
    const line = { items: [{ id: order.items[0].id, quantity: 1 }] }
    for (const [step, body] of [["request-items", line], ["request", {}], ["receive", {}], ["receive-items", line]] as const) {
      const answer = await admin("POST", `/admin/returns/${returnId}/${step}`, body)
      expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBe(200)
    }
    const confirm = () => admin("POST", `/admin/returns/${returnId}/receive/confirm`, {})

    const unplaced = await confirm()
    expect(unplaced.status, JSON.stringify(unplaced.body)).toBe(400)
    expect(unplaced.body).toEqual({
      type: "invalid_data",
      message: "This return has no stock location to receive its items at: set the return's location_id (POST /admin/returns/{id}) to a location that stocks them, then confirm the receipt again.",
    })

    const elsewhere = (await stockLevel(otherHouse.variantIds[0])).locationId
    expect((await admin("POST", `/admin/returns/${returnId}`, { location_id: elsewhere })).status).toBe(200)
    const misplaced = await confirm()
    expect(misplaced.status, JSON.stringify(misplaced.body)).toBe(400)
    expect(misplaced.body.message).toMatch(new RegExp(`^The stock location ${elsewhere} holds none of this return's items: set the return's location_id`))

    const before = await stockLevel(house.variantIds[0])
    expect((await admin("POST", `/admin/returns/${returnId}`, { location_id: before.locationId })).status).toBe(200)
    const received = await confirm()
    expect(received.status, JSON.stringify(received.body)).toBe(200)
    const { body: read } = await admin("GET", `/admin/returns/${returnId}?fields=status,location_id`)
    expect(read.return).toMatchObject({ status: "received", location_id: before.locationId })
    expect((await stockLevel(house.variantIds[0])).stocked).toBe(before.stocked + 1)
  })
})

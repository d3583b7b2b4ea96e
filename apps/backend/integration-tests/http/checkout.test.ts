import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import {
  type HouseTeas,
  addItem,
  addressedCart,
  chooseShipping,
  complete,
  orderIdsFor,
  payManually,
  readyCart,
  setStocked,
  type StockLevel,
  stockLevel,
  teaHouses,
} from "../checkout"
import { eventually } from "../eventually"
import { call } from "../shoppers"
import { stack } from "../stack"

let houses: HouseTeas[]
let db: pg.Client

beforeAll(async () => {
  houses = await teaHouses()
  expect(houses.length).toBeGreaterThanOrEqual(2)
  db = new pg.Client({ connectionString: stack().databaseUrl })
  await db.connect()
})

afterAll(() => db?.end())

const orderHouse = async (orderId: string) =>
  (await admin("GET", `/admin/orders/${orderId}?fields=id,+seller_store.id,+seller_store.name`)).body.order?.seller_store ?? null

describe("a guest's checkout", () => {
  it("completes a cart into an order that carries its tea house, listed on the house", async () => {
    const [house] = houses
    const cart = await readyCart(house)
    const { status, body } = await complete(cart.id)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.type).toBe("order")
    expect(body.order.email).toBe(cart.email)
    // Each line with its tea house, as the order routes answer it: the confirmation page shows this answer.
    expect(body.order.items.map((item: { store_id: string; store_name: string }) => [item.store_id, item.store_name])).toEqual([[house.id, house.name]])

    const seller_store = await eventually(() => orderHouse(body.order.id), (found) => found !== null)
    expect(seller_store).toEqual({ id: house.id, name: house.name })
    const links = await db.query("select seller_store_id from seller_seller_store_order_order where order_id = $1", [body.order.id])
    expect(links.rows).toEqual([{ seller_store_id: house.id }])
    const listed = await admin("GET", `/admin/seller-stores/${house.id}/orders?limit=100`)
    expect(listed.status).toBe(200)
    expect(listed.body.orders.map((order: { id: string }) => order.id)).toContain(body.order.id)
  })

  it("answers a retried completion with the same order, and makes no second one", async () => {
    const cart = await readyCart(houses[0])
    const first = await complete(cart.id)
    const again = await complete(cart.id)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.order.id).toBe(first.body.order.id)
    expect(await orderIdsFor(cart.email)).toEqual([first.body.order.id])
  })

  it("makes one order of five completions at the same moment: every success names it, none is a 5xx", async () => {
    const cart = await readyCart(houses[1])
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(cart.id)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status >= 500), JSON.stringify(answers.map((a) => a.body))).toEqual([])
    // Medusa refuses a completion while another holds the cart: a 409 the storefront retries.
    expect(statuses.every((status) => status === 200 || status === 409), JSON.stringify(statuses)).toBe(true)
    for (const conflict of answers.filter((answer) => answer.status === 409)) expect(conflict.body.message).toBeTruthy()
    const orderIds = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.order?.id))
    expect(orderIds.size).toBe(1)
    expect(await orderIdsFor(cart.email)).toEqual([...orderIds])
  })

  it("gives one new email to two carts at the same moment: both take it, and one guest customer has it", async () => {
    const [first, second] = await Promise.all([addressedCart(), addressedCart()])
    const email = `twin-${first.id.toLowerCase()}@example.com`
    const answers = await Promise.all([first, second].map((cart) => call("POST", `/store/carts/${cart.id}`, { body: { email } })))
    expect(answers.map((answer) => answer.status), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 200])
    const { rows } = await db.query("select id from customer where email = $1 and deleted_at is null", [email])
    expect(rows).toHaveLength(1)
  })

  it("refuses, with a message, a cart holding teas from two tea houses", async () => {
    const [first, second] = houses
    const cart = await addressedCart()
    await addItem(cart.id, first.variantIds[0])
    await addItem(cart.id, second.variantIds[0])
    await chooseShipping(cart.id, first.id)
    await payManually(cart.id)

    const { status, body } = await complete(cart.id)
    expect(status).toBe(400)
    expect(body.message).toMatch(/more than one tea house/)
    expect(body.message).toContain(first.name)
    expect(body.message).toContain(second.name)
    expect((await call("GET", `/store/carts/${cart.id}?fields=id,completed_at`)).body.cart.completed_at).toBeNull()
    expect(await orderIdsFor(cart.email)).toEqual([])
  })

  it("refuses, with a message, one house's teas shipped by another house", async () => {
    const [first, second] = houses
    const cart = await addressedCart()
    await addItem(cart.id, first.variantIds[0])
    // A cart is offered its own house's options only: the other house's is read off a cart of that house.
    const secondCart = await addressedCart()
    await addItem(secondCart.id, second.variantIds[0])
    const [option] = (await call("GET", `/store/shipping-options?cart_id=${secondCart.id}`)).body.shipping_options
    const added = await call("POST", `/store/carts/${cart.id}/shipping-methods`, { body: { option_id: option.id } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    await payManually(cart.id)

    const { status, body } = await complete(cart.id)
    expect(status).toBe(400)
    expect(body.message).toContain(`belongs to ${second.name}`)
    expect(await orderIdsFor(cart.email)).toEqual([])
  })
})

describe("the last unit of a tea, bought by two carts at once", () => {
  let level: StockLevel | undefined

  afterAll(async () => {
    if (level) await setStocked(level, level.stocked)
  })

  it("refuses a cart whose tea sold out after it was added, naming the tea, and makes no order", async () => {
    const house = houses[0]
    const variantId = house.variantIds[0]
    const own = await stockLevel(variantId)
    const cart = await readyCart(house, { variantId })
    try {
      expect((await setStocked(own, own.reserved)).status).toBe(200)
      const answer = await complete(cart.id)
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body.message).toMatch(/no longer in stock.*sold out/)
      expect(answer.body.message).not.toMatch(/iitem_|sloc_/)
      expect(await orderIdsFor(cart.email)).toEqual([])
    } finally {
      await setStocked(own, own.stocked)
    }
  })

  it("makes one order; the other cart gets a 4xx with a message and stays open", async () => {
    const house = houses[houses.length - 1]
    const variantId = house.variantIds[house.variantIds.length - 1]
    level = await stockLevel(variantId)
    const set = await setStocked(level, level.reserved + 1)
    expect(set.status, JSON.stringify(set.body)).toBe(200)

    const carts = await Promise.all([readyCart(house, { variantId }), readyCart(house, { variantId })])
    const answers = await Promise.all(carts.map((cart) => complete(cart.id)))
    const orders = answers.filter((answer) => answer.status === 200 && answer.body.type === "order")
    const refused = answers.filter((answer) => answer.status >= 400 && answer.status < 500)
    expect(orders, JSON.stringify(answers.map((a) => [a.status, a.body.message ?? a.body.type]))).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect(refused[0].body.message).toBeTruthy()

    const loser = carts[answers.indexOf(refused[0])]
    expect((await call("GET", `/store/carts/${loser.id}?fields=id,completed_at`)).body.cart.completed_at).toBeNull()
    expect(await orderIdsFor(loser.email)).toEqual([])
  })
})

describe("a tea house's orders for staff", () => {
  it("are paged, newest first, with the fields the route declares", async () => {
    const house = houses[0]
    const placed: string[] = []
    for (let i = 0; i < 2; i++) {
      const cart = await readyCart(house)
      placed.push((await complete(cart.id)).body.order.id)
    }
    await eventually(() => orderHouse(placed[1]), (found) => found !== null)
    const page = await admin("GET", `/admin/seller-stores/${house.id}/orders?limit=1&offset=0`)
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ limit: 1, offset: 0 })
    expect(page.body.count).toBeGreaterThanOrEqual(2)
    expect(page.body.orders).toHaveLength(1)
    expect(page.body.orders[0].id).toBe(placed[1])
    expect(Object.keys(page.body.orders[0]).sort()).toEqual(["created_at", "currency_code", "display_id", "email", "id", "status", "total"])
    const next = await admin("GET", `/admin/seller-stores/${house.id}/orders?limit=1&offset=1`)
    expect(next.body.orders[0].id).toBe(placed[0])
  })

  it("are a 404 with a message for an unknown house, and a 400 for an undeclared field or a bad limit", async () => {
    const unknown = await admin("GET", "/admin/seller-stores/sstore_missing/orders")
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe("Tea house with id sstore_missing was not found")
    const field = await admin("GET", `/admin/seller-stores/${houses[0].id}/orders?fields=shipping_address.*`)
    expect(field.status).toBe(400)
    expect(field.body.message).toMatch(/shipping_address/)
    const limit = await admin("GET", `/admin/seller-stores/${houses[0].id}/orders?limit=1000`)
    expect(limit.status).toBe(400)
    expect(limit.body.message).toBeTruthy()
  })
})

describe("a promotion code", () => {
  it("WELCOME10 takes 10 % off the teas", async () => {
    const cart = await readyCart(houses[0])
    const before = (await call("GET", `/store/carts/${cart.id}?fields=total,item_total,discount_total`)).body.cart
    const applied = await call("POST", `/store/carts/${cart.id}/promotions`, { body: { promo_codes: ["WELCOME10"] } })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    const after = (await call("GET", `/store/carts/${cart.id}?fields=total,item_total,discount_total,promotions.code`)).body.cart
    expect(after.promotions.map((promotion: { code: string }) => promotion.code)).toEqual(["WELCOME10"])
    expect(after.discount_total).toBeGreaterThan(0)
    // Prices here include tax, and so does the discount.
    expect(after.discount_total).toBeCloseTo(before.item_total * 0.1, 1)
    expect(after.total).toBeLessThan(before.total)
  })

  it("that does not exist is a 4xx saying the code is not valid", async () => {
    const cart = await readyCart(houses[0])
    const { status, body } = await call("POST", `/store/carts/${cart.id}/promotions`, { body: { promo_codes: ["NOSUCHCODE"] } })
    expect(status).toBe(400)
    expect(body.message).toMatch(/NOSUCHCODE is invalid/)
  })
})

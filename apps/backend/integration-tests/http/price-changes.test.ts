import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { admin, automaticPromotionOn } from "../admin"
import {
  addItem,
  addressedCart,
  chooseShipping,
  complete,
  orderIdsFor,
  payManually,
  readyCart,
  teaHouses,
  type HouseTeas,
} from "../checkout"
import { call } from "../shoppers"
import { type ShelfPrice, shelfPriceOf } from "../shelf-price"

/**
 * A cart is charged as the shop prices it when the order is placed. A line added at 5.00 € completed
 * at 5.00 € after staff set the price to 50.00 €: Medusa prices a line when it is added, never again
 * at completion.
 */

let house: HouseTeas
let variantId: string
let shelf: ShelfPrice

beforeAll(async () => {
  house = (await teaHouses()).find((candidate) => candidate.variantIds.length > 3)!
  // A tea the shared checkout helpers (which buy a house's first) and the channel tests (its last) leave alone.
  variantId = house.variantIds[house.variantIds.length - 2]
  shelf = await shelfPriceOf(variantId)
})

afterEach(() => shelf.restore())

async function cartPrices(cartId: string) {
  const { body } = await call("GET", `/store/carts/${cartId}?fields=id,total,completed_at,items.unit_price,shipping_total`)
  return body.cart as { total: number; completed_at: string | null; shipping_total: number; items: { unit_price: number }[] }
}

const euros = (amount: number) => `€${amount.toFixed(2)}`

async function expectChargedAtTheNewPrice(newPrice: number) {
  const cart = await readyCart(house, { variantId, quantity: 1 })
  await shelf.setEuroPrice(newPrice)

  const refused = await complete(cart.id)
  expect(refused.status, JSON.stringify(refused.body).slice(0, 500)).toBe(422)
  const repriced = await cartPrices(cart.id)
  expect(repriced.items.map((item) => item.unit_price)).toEqual([newPrice])
  expect(repriced.total).toBeCloseTo(newPrice + repriced.shipping_total, 6)
  expect(refused.body).toEqual({
    type: "prices_changed",
    message: `The prices in your cart changed: the total is now ${euros(repriced.total)}. Check it and place the order again.`,
    total: repriced.total,
    currency_code: "eur",
  })
  expect(repriced.completed_at).toBeNull()
  expect(await orderIdsFor(cart.email)).toEqual([])

  const placed = await complete(cart.id)
  expect(placed.status, JSON.stringify(placed.body).slice(0, 500)).toBe(200)
  expect(placed.body.order.total).toBeCloseTo(repriced.total, 6)
  expect(placed.body.order.items.map((item: { unit_price: number }) => item.unit_price)).toEqual([newPrice])
  expect(await orderIdsFor(cart.email)).toEqual([placed.body.order.id])
  const { body } = await admin("GET", `/admin/orders/${placed.body.order.id}?fields=id,payment_collections.amount,payment_collections.status`)
  expect(body.order.payment_collections).toEqual([expect.objectContaining({ amount: repriced.total, status: "authorized" })])
}

/** Completion refused once (422) with the cart's new total, then placed at that total: answers both. */
async function refusedOnceThenPlaced(cartId: string) {
  const refused = await complete(cartId)
  expect(refused.status, JSON.stringify(refused.body).slice(0, 500)).toBe(422)
  const placed = await complete(cartId)
  expect(placed.status, JSON.stringify(placed.body).slice(0, 500)).toBe(200)
  expect(placed.body.order.total).toBeCloseTo(refused.body.total, 6)
  return { total: refused.body.total as number, order: placed.body.order as { discount_total: number } }
}

describe("prices at completion", () => {
  it("charges a price staff raised since the tea was added: refused once with the new total, then placed at it", async () => {
    await expectChargedAtTheNewPrice(shelf.euroPrice() + 40)
  })

  it("charges a price staff lowered since the tea was added, the same way", async () => {
    await expectChargedAtTheNewPrice(0.5)
  })

  it("re-checks promotions: one staff changed since it was applied is charged as it is now, refused once with the new total", async () => {
    // One that no longer applies at all is refused naming its code instead (promotion-code-validity.test.ts).
    const code = `TEST${Date.now().toString(36).toUpperCase()}`
    const made = await admin("POST", "/admin/promotions", {
      code,
      type: "standard",
      status: "active",
      application_method: { type: "percentage", target_type: "items", allocation: "across", value: 20 },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    try {
      const cart = await addressedCart()
      await addItem(cart.id, variantId)
      const applied = await call("POST", `/store/carts/${cart.id}/promotions`, { body: { promo_codes: [code] } })
      expect(applied.status, JSON.stringify(applied.body).slice(0, 500)).toBe(200)
      await chooseShipping(cart.id, house.id)
      await payManually(cart.id)
      const discounted = (await cartPrices(cart.id)).total
      const changed = await admin("POST", `/admin/promotions/${made.body.promotion.id}`, { application_method: { value: 5 } })
      expect(changed.status, JSON.stringify(changed.body)).toBe(200)

      const { total, order } = await refusedOnceThenPlaced(cart.id)
      expect(total).toBeGreaterThan(discounted)
      expect((await cartPrices(cart.id)).total).toBe(total)
      expect(order.discount_total).toBeGreaterThan(0)
    } finally {
      await admin("DELETE", `/admin/promotions/${made.body.promotion.id}`)
    }
  })

  it("applies a promotion staff made automatic since the cart was priced: refused once with the lower total", async () => {
    const cart = await readyCart(house, { variantId })
    const before = await cartPrices(cart.id)
    const made = await automaticPromotionOn(variantId, 50, "AUTO")
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    try {
      const { total, order } = await refusedOnceThenPlaced(cart.id)
      expect(total).toBeLessThan(before.total)
      expect(order.discount_total).toBeGreaterThan(0)
    } finally {
      await admin("DELETE", `/admin/promotions/${made.body.promotion.id}`)
    }
  })

  it("refuses a tea staff unpublished since it was added, and places the order once it is sold again", async () => {
    const cart = await readyCart(house, { variantId })
    expect((await admin("POST", `/admin/products/${shelf.productId}`, { status: "draft" })).status).toBe(200)
    try {
      const refused = await complete(cart.id)
      expect(refused.status, JSON.stringify(refused.body).slice(0, 500)).toBe(400)
      expect(refused.body.message).toMatch(/not published/)
      expect(await orderIdsFor(cart.email)).toEqual([])
    } finally {
      expect((await admin("POST", `/admin/products/${shelf.productId}`, { status: "published" })).status).toBe(200)
    }
    const placed = await complete(cart.id)
    expect(placed.status, JSON.stringify(placed.body).slice(0, 500)).toBe(200)
  })

  it("places an order whose prices did not change at once", async () => {
    const cart = await readyCart(house, { variantId })
    const placed = await complete(cart.id)
    expect(placed.status, JSON.stringify(placed.body).slice(0, 500)).toBe(200)
  })
})

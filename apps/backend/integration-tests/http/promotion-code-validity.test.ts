import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { addItem, addressedCart, chooseShipping, complete, orderIdsFor, payManually, teaHouses, type HouseTeas } from "../checkout"
import { anotherClient, callFrom } from "../client-http"
import { call } from "../shoppers"

/**
 * A promotion code is charged only while it applies: one switched off, ended, not started or used up is
 * refused, named, when it is applied, and again when the order is placed (then no order is written and
 * no payment authorized; removing the code places it at full price). Every test makes its own
 * promotions and campaigns, with codes no other test uses, and a client of its own for codes that fail
 * (failures are counted per client: see promotion-codes.test.ts).
 */

const DAY = 86_400_000
const NOT_APPLIED = (code: string) => `The promotion code ${code} is invalid or does not apply to this cart.`
const NO_LONGER = (code: string, reason: string) => `The promotion code ${code} ${reason}. Remove it to place your order.`

let house: HouseTeas
const promotionIds: string[] = []
const campaignIds: string[] = []

beforeAll(async () => {
  house = (await teaHouses())[0]
})

afterAll(async () => {
  for (const id of promotionIds) await admin("DELETE", `/admin/promotions/${id}`)
  for (const id of campaignIds) await admin("DELETE", `/admin/campaigns/${id}`)
})

const uniqueCode = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`

type Budget = { type: "usage"; limit: number } | { type: "spend"; limit: number; currency_code: string }

async function createCampaign({ starts_at, ends_at, budget }: { starts_at?: Date; ends_at?: Date; budget?: Budget }): Promise<string> {
  const identifier = uniqueCode("CAMPAIGN")
  const made = await admin("POST", "/admin/campaigns", { name: identifier, campaign_identifier: identifier, starts_at, ends_at, budget })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  campaignIds.push(made.body.campaign.id)
  return made.body.campaign.id
}

/**
 * A code taking 10 % off the teas (or `fixedEuros` off them), active unless told, in a campaign when one is
 * given (in euros: a spend budget's currency).
 */
async function createCode(prefix: string, { campaignId, status = "active", fixedEuros }: { campaignId?: string; status?: string; fixedEuros?: number } = {}) {
  const code = uniqueCode(prefix)
  const made = await admin("POST", "/admin/promotions", {
    code,
    type: "standard",
    status,
    is_automatic: false,
    campaign_id: campaignId,
    application_method: {
      type: fixedEuros ? "fixed" : "percentage",
      target_type: "items",
      allocation: "across",
      value: fixedEuros ?? 10,
      currency_code: "eur",
    },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  promotionIds.push(made.body.promotion.id)
  return { code, promotionId: made.body.promotion.id as string }
}

const running = () => ({ starts_at: new Date(Date.now() - DAY), ends_at: new Date(Date.now() + DAY) })

const apply = (client: string, cartId: string, code: string) =>
  callFrom(client, "POST", `/store/carts/${cartId}/promotions?fields=id,promotions.code`, { body: { promo_codes: [code] } })

type CartState = {
  total: number
  discount_total: number
  completed_at: string | null
  promotions: { code: string }[]
  payment_collection: { amount: number; payment_sessions: { status: string; amount: number }[] } | null
  items: { adjustments: { amount: number }[] }[]
}

async function cartState(cartId: string): Promise<CartState> {
  const fields =
    "id,total,discount_total,completed_at,promotions.code,items.adjustments.amount,payment_collection.amount,payment_collection.payment_sessions.status,payment_collection.payment_sessions.amount"
  const { status, body } = await call("GET", `/store/carts/${cartId}?fields=${fields}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.cart
}

/** What a cart's discounts take from a spend budget: its adjustments, before tax (its discount_total includes the tax). */
async function budgetTaken(cartId: string): Promise<number> {
  const { items } = await cartState(cartId)
  return items.flatMap((item) => item.adjustments).reduce((sum, adjustment) => sum + adjustment.amount, 0)
}

/** A cart at the last step of checkout holding `code`, applied as the storefront applies it: on the cart page, before paying. */
async function checkoutWithCode(code: string) {
  const cart = await addressedCart()
  await addItem(cart.id, house.variantIds[0])
  const applied = await apply(anotherClient(), cart.id, code)
  expect(applied.status, JSON.stringify(applied.body)).toBe(200)
  expect(applied.body.cart.promotions.map((p: { code: string }) => p.code)).toEqual([code])
  await chooseShipping(cart.id, house.id)
  await payManually(cart.id)
  expect((await cartState(cart.id)).discount_total).toBeGreaterThan(0)
  return cart
}

/** Completion refused naming the code: no order, no payment authorized, the cart still open with the code. */
async function expectRefusedAtCompletion(cart: { id: string; email: string }, code: string, message: string) {
  const refused = await complete(cart.id)
  expect(refused.status, JSON.stringify(refused.body).slice(0, 500)).toBe(400)
  expect(refused.body).toEqual({ type: "not_allowed", message })
  expect(await orderIdsFor(cart.email)).toEqual([])
  const state = await cartState(cart.id)
  expect(state.completed_at).toBeNull()
  expect(state.promotions.map((p) => p.code)).toEqual([code])
  expect(state.payment_collection?.payment_sessions.map((session) => session.status)).toEqual(["pending"])
}

/**
 * After the shopper removes the code, the order is placed at full price and the payment authorized for it.
 * The total changed, so Medusa dropped the payment session: the shopper chooses how to pay again (the
 * storefront's checkout opens its payment step).
 */
async function expectPlacedWithoutTheCode(cart: { id: string; email: string }, code: string) {
  const removed = await call("DELETE", `/store/carts/${cart.id}/promotions`, { body: { promo_codes: [code] } })
  expect(removed.status, JSON.stringify(removed.body).slice(0, 500)).toBe(200)
  await payManually(cart.id)
  const placed = await complete(cart.id)
  expect(placed.status, JSON.stringify(placed.body).slice(0, 500)).toBe(200)
  expect(placed.body.type).toBe("order")
  expect(placed.body.order.discount_total).toBe(0)
  expect(await orderIdsFor(cart.email)).toEqual([placed.body.order.id])
  const { body } = await admin("GET", `/admin/orders/${placed.body.order.id}?fields=id,total,payment_collections.amount,payment_collections.status`)
  expect(body.order.payment_collections).toEqual([expect.objectContaining({ amount: body.order.total, status: "authorized" })])
}

/** An order placed with `code`, using it up by one (and by its discount before tax). */
async function placeWithCode(code: string): Promise<{ taken: number }> {
  const cart = await checkoutWithCode(code)
  const taken = await budgetTaken(cart.id)
  const placed = await complete(cart.id)
  expect(placed.status, JSON.stringify(placed.body).slice(0, 500)).toBe(200)
  expect(placed.body.order.discount_total).toBeGreaterThan(0)
  return { taken }
}

async function budgetUsed(campaignId: string): Promise<number> {
  const { body } = await admin("GET", `/admin/campaigns/${campaignId}?fields=id,budget.used,budget.limit`)
  return Number(body.campaign.budget.used)
}

describe("a code that no longer applies, when it is applied", () => {
  async function expectRefusedOnApply(code: string, message: string) {
    const client = anotherClient()
    const cart = await addressedCart()
    await addItem(cart.id, house.variantIds[0])
    const refused = await apply(client, cart.id, code)
    expect(refused.status, JSON.stringify(refused.body)).toBe(400)
    expect(refused.body).toEqual({ type: "invalid_data", message })
    expect((await cartState(cart.id)).promotions).toEqual([])
    return { client, cartId: cart.id }
  }

  it("switched off: answered as a code that does not exist", async () => {
    const { code } = await createCode("OFF", { status: "inactive" })
    await expectRefusedOnApply(code, NOT_APPLIED(code))
  })

  it("its campaign ended", async () => {
    const { code } = await createCode("ENDED", { campaignId: await createCampaign({ starts_at: new Date(Date.now() - 2 * DAY), ends_at: new Date(Date.now() - 1000) }) })
    await expectRefusedOnApply(code, `The promotion code ${code} has expired.`)
  })

  it("its campaign has not started", async () => {
    const { code } = await createCode("SOON", { campaignId: await createCampaign({ starts_at: new Date(Date.now() + DAY) }) })
    await expectRefusedOnApply(code, `The promotion code ${code} is not active yet.`)
  })

  it("its usage budget is used up: refused once the last use is taken, not before", async () => {
    const campaignId = await createCampaign({ ...running(), budget: { type: "usage", limit: 1 } })
    const { code } = await createCode("ONCE", { campaignId })
    await placeWithCode(code)
    expect(await budgetUsed(campaignId)).toBe(1)
    await expectRefusedOnApply(code, `The promotion code ${code} has been used up.`)
  })

  it("its spend budget is used up", async () => {
    const campaignId = await createCampaign({ ...running(), budget: { type: "spend", limit: 1000, currency_code: "eur" } })
    const { code } = await createCode("SPEND", { campaignId })
    const { taken } = await placeWithCode(code)
    expect(await budgetUsed(campaignId)).toBeCloseTo(taken, 6)
    expect((await admin("POST", `/admin/campaigns/${campaignId}`, { budget: { limit: taken } })).status).toBe(200)
    await expectRefusedOnApply(code, `The promotion code ${code} has been used up.`)
  })

  it("counts as a code that did not apply: four more failures and the client is slowed down", async () => {
    const { code } = await createCode("ENDED", { campaignId: await createCampaign({ ends_at: new Date(Date.now() - 1000) }) })
    const { client, cartId } = await expectRefusedOnApply(code, `The promotion code ${code} has expired.`)
    for (let i = 0; i < 4; i++) expect((await apply(client, cartId, uniqueCode("GUESS"))).status).toBe(400)
    expect((await apply(client, cartId, uniqueCode("GUESS"))).status).toBe(429)
  })
})

describe("a code that stopped applying between being applied and the order being placed", () => {
  it("switched off by staff: refused naming it, then placed at full price once it is removed", async () => {
    const { code, promotionId } = await createCode("OFF")
    const cart = await checkoutWithCode(code)
    expect((await admin("POST", `/admin/promotions/${promotionId}`, { status: "inactive" })).status).toBe(200)
    await expectRefusedAtCompletion(cart, code, NO_LONGER(code, "is no longer valid"))
    await expectPlacedWithoutTheCode(cart, code)
  })

  it("its campaign ended", async () => {
    const campaignId = await createCampaign(running())
    const { code } = await createCode("ENDS", { campaignId })
    const cart = await checkoutWithCode(code)
    expect((await admin("POST", `/admin/campaigns/${campaignId}`, { ends_at: new Date(Date.now() - 1000) })).status).toBe(200)
    await expectRefusedAtCompletion(cart, code, NO_LONGER(code, "has expired"))
    await expectPlacedWithoutTheCode(cart, code)
  })

  it("its campaign was moved to start later", async () => {
    const campaignId = await createCampaign(running())
    const { code } = await createCode("MOVED", { campaignId })
    const cart = await checkoutWithCode(code)
    const later = { starts_at: new Date(Date.now() + DAY), ends_at: new Date(Date.now() + 2 * DAY) }
    expect((await admin("POST", `/admin/campaigns/${campaignId}`, later)).status).toBe(200)
    await expectRefusedAtCompletion(cart, code, NO_LONGER(code, "is not active yet"))
    await expectPlacedWithoutTheCode(cart, code)
  })

  it("another order took its usage budget's last use", async () => {
    const campaignId = await createCampaign({ ...running(), budget: { type: "usage", limit: 1 } })
    const { code } = await createCode("LAST", { campaignId })
    const cart = await checkoutWithCode(code)
    await placeWithCode(code)
    await expectRefusedAtCompletion(cart, code, NO_LONGER(code, "has been used up"))
    await expectPlacedWithoutTheCode(cart, code)
    expect(await budgetUsed(campaignId)).toBe(1)
  })

  it("staff lowered its spend budget below what this order would take", async () => {
    const campaignId = await createCampaign({ ...running(), budget: { type: "spend", limit: 1000, currency_code: "eur" } })
    const { code } = await createCode("BUDGET", { campaignId })
    const cart = await checkoutWithCode(code)
    const taken = await budgetTaken(cart.id)
    expect((await admin("POST", `/admin/campaigns/${campaignId}`, { budget: { limit: taken - 0.01 } })).status).toBe(200)
    await expectRefusedAtCompletion(cart, code, NO_LONGER(code, "has been used up"))
    await expectPlacedWithoutTheCode(cart, code)
    expect(await budgetUsed(campaignId)).toBe(0)
  })

  it("a spend budget that this order uses up exactly is charged", async () => {
    const campaignId = await createCampaign({ ...running(), budget: { type: "spend", limit: 1000, currency_code: "eur" } })
    // A whole euro off: a tenth of a price may have more decimals than a budget's limit keeps.
    const { code } = await createCode("EXACT", { campaignId, fixedEuros: 1 })
    const cart = await checkoutWithCode(code)
    const taken = await budgetTaken(cart.id)
    expect(taken).toBe(1)
    expect((await admin("POST", `/admin/campaigns/${campaignId}`, { budget: { limit: taken } })).status).toBe(200)
    const placed = await complete(cart.id)
    expect(placed.status, JSON.stringify(placed.body).slice(0, 500)).toBe(200)
    expect(placed.body.order.discount_total).toBeGreaterThan(0)
    expect(await budgetUsed(campaignId)).toBeCloseTo(taken, 6)
  })

  it("the last use, wanted by two orders placed at once, goes to one: the other is refused naming the code", async () => {
    const campaignId = await createCampaign({ ...running(), budget: { type: "usage", limit: 1 } })
    const { code } = await createCode("RACE", { campaignId })
    const carts = [await checkoutWithCode(code), await checkoutWithCode(code)]
    const answers = await Promise.all(carts.map((cart) => complete(cart.id)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    const refusedIndex = answers.findIndex((answer) => answer.status === 400)
    expect(answers[refusedIndex].body).toEqual({ type: "not_allowed", message: NO_LONGER(code, "has been used up") })
    expect(await budgetUsed(campaignId)).toBe(1)
    const refusedCart = carts[refusedIndex]
    expect(await orderIdsFor(refusedCart.email)).toEqual([])
    expect((await cartState(refusedCart.id)).payment_collection?.payment_sessions.map((session) => session.status)).toEqual(["pending"])
    await expectPlacedWithoutTheCode(refusedCart, code)
  })
})

import crypto from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { WELCOME_CODE } from "../../../apps/backend/src/scripts/seed/seed-promotions"
import { type HouseTeas, checkoutContext, complete, guestEmail, payManually, shopperAddress, teaHouses } from "../../../apps/backend/integration-tests/checkout"
import { anotherClient, callFrom } from "../../../apps/backend/integration-tests/client-http"
import { call, registerCustomer } from "../../../apps/backend/integration-tests/shoppers"
import { expectSlowedDown } from "../../../apps/backend/integration-tests/throttles"
import { medusa, refusal } from "../../../apps/backend/integration-tests/v1-client"

// The v1 store API's carts (/v1/store/carts, /v1/store/shipping-options) driven by the real v1 client,
// each amount checked against v2's own answer for the same cart.

type Context = Awaited<ReturnType<typeof checkoutContext>>
type V1Cart = any

let houses: HouseTeas[]
let eur: Context
let jpy: Context

beforeAll(async () => {
  houses = await teaHouses()
  expect(houses.length).toBeGreaterThanOrEqual(2)
  ;[eur, jpy] = await Promise.all([checkoutContext("eur"), checkoutContext("jpy")])
})

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** A v1 cart in the region of `context` holding a tea of `house`; a customer's with their token. */
async function v1CartOf(house: HouseTeas, context: Context, token?: string, quantity = 1): Promise<V1Cart> {
  const { cart } = await medusa().carts.create(
    { region_id: context.regionId, sales_channel_id: context.salesChannelId, items: [{ variant_id: house.variantIds[0], quantity }] },
    token ? bearer(token) : {},
  )
  return cart
}

const V2_FIELDS = [
  "id,email,currency_code,item_subtotal,discount_subtotal,shipping_subtotal,tax_total,item_tax_total,shipping_tax_total,total",
  "*items,shipping_methods.id,shipping_methods.amount,shipping_methods.subtotal,shipping_methods.tax_total,shipping_methods.total",
  "promotions.code,*shipping_address",
].join(",")

/** v2's own answer for the same cart (GET /store/carts/:id with the publishable key). */
async function v2Cart(id: string, token?: string) {
  const { status, body } = await call("GET", `/store/carts/${id}?fields=${V2_FIELDS}`, { token })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.cart
}

const DIGITS: Record<string, number> = { eur: 2, jpy: 0 }
const minor = (amount: number, currency: string) => Math.round(amount * 10 ** DIGITS[currency])

/** Every amount the v1 client reads is v2's for the same cart, in the currency's minor unit (JPY without decimals). */
async function expectV2Amounts(cart: V1Cart, token?: string) {
  const v2 = await v2Cart(cart.id, token)
  const currency = v2.currency_code as string
  expect(cart.region.currency_code).toBe(currency)
  const totals = {
    subtotal: "item_subtotal",
    discount_total: "discount_subtotal",
    shipping_total: "shipping_subtotal",
    tax_total: "tax_total",
    item_tax_total: "item_tax_total",
    shipping_tax_total: "shipping_tax_total",
    total: "total",
  }
  for (const [v1Name, v2Name] of Object.entries(totals)) {
    expect(cart[v1Name], v1Name).toBe(minor(v2[v2Name], currency))
    expect(Number.isInteger(cart[v1Name]), v1Name).toBe(true)
  }
  expect(cart.items.map((item: { id: string }) => item.id).sort()).toEqual(v2.items.map((item: { id: string }) => item.id).sort())
  for (const item of v2.items) {
    const v1Item = cart.items.find((candidate: { id: string }) => candidate.id === item.id)
    expect(v1Item).toMatchObject({
      quantity: item.quantity,
      unit_price: minor(item.unit_price, currency),
      subtotal: minor(item.subtotal, currency),
      discount_total: minor(item.discount_subtotal, currency),
      tax_total: minor(item.tax_total, currency),
      total: minor(item.total, currency),
    })
  }
  for (const method of v2.shipping_methods) {
    const v1Method = cart.shipping_methods.find((candidate: { id: string }) => candidate.id === method.id)
    expect(v1Method).toMatchObject({
      price: minor(method.amount, currency),
      subtotal: minor(method.subtotal, currency),
      tax_total: minor(method.tax_total, currency),
      total: minor(method.total, currency),
    })
  }
  expect(cart.discounts.map((discount: { code: string }) => discount.code)).toEqual(v2.promotions.map((promotion: { code: string }) => promotion.code))
  return v2
}

describe("v1 carts, one per tea house", () => {
  it("creates a cart per tea house in EUR and JPY, each line with its house, amounts as v2's", async () => {
    const [first, second] = houses
    const eurCart = await v1CartOf(first, eur, undefined, 2)
    const jpyCart = await v1CartOf(second, jpy)
    expect(eurCart).toMatchObject({ object: "cart", region_id: eur.regionId, sales_channel_id: eur.salesChannelId, customer_id: null })
    expect(eurCart.items.map((item: { store_id: string; quantity: number }) => [item.store_id, item.quantity])).toEqual([[first.id, 2]])
    expect(jpyCart.items.map((item: { store_id: string }) => item.store_id)).toEqual([second.id])
    expect(eurCart.region.currency_code).toBe("eur")
    expect(jpyCart.region.currency_code).toBe("jpy")
    expect(eurCart.total).toBeGreaterThan(0)
    await expectV2Amounts(eurCart)
    const v2Jpy = await expectV2Amounts(jpyCart)
    // Yen have no minor unit: v1's amount is v2's.
    expect(jpyCart.total).toBe(v2Jpy.total)
    expect((await medusa().carts.retrieve(eurCart.id)).cart).toEqual(eurCart)
  })

  it("adds, updates and deletes line items; 0 removes a line, as v1 did", async () => {
    const house = houses[0]
    const cart = await v1CartOf(house, eur)
    const variant = house.variantIds[1] ?? house.variantIds[0]
    const added = (await medusa().carts.lineItems.create(cart.id, { variant_id: variant, quantity: 1, metadata: { gift: "yes" } })).cart
    await expectV2Amounts(added)
    const line = added.items.find((item: { variant_id: string; id: string }) => item.variant_id === variant && !cart.items.some((old: { id: string }) => old.id === item.id)) ?? added.items[0]
    const updated = (await medusa().carts.lineItems.update(cart.id, line.id, { quantity: 3 })).cart
    expect(updated.items.find((item: { id: string }) => item.id === line.id).quantity).toBe(3)
    await expectV2Amounts(updated)
    const zeroed = (await medusa().carts.lineItems.update(cart.id, line.id, { quantity: 0 })).cart
    expect(zeroed.items.some((item: { id: string }) => item.id === line.id)).toBe(false)
    const [remaining] = zeroed.items
    const emptied = (await medusa().carts.lineItems.delete(cart.id, remaining.id)).cart
    expect(emptied.items).toEqual([])
    expect(emptied.total).toBe(0)
    await expectV2Amounts(emptied)
  })

  it("updates the email and both addresses, and v1's country_code alone changes the shipping country", async () => {
    const cart = await v1CartOf(houses[0], eur)
    const email = guestEmail()
    const [countryA, countryB] = [eur.countryCode, eur.countryCode === "de" ? "at" : "de"]
    const { cart: updated } = await medusa().carts.update(cart.id, { email, shipping_address: shopperAddress(countryA), billing_address: shopperAddress(countryA) })
    expect(updated.email).toBe(email)
    expect(updated.shipping_address).toMatchObject({ ...shopperAddress(countryA), company: null })
    expect(updated.billing_address).toMatchObject(shopperAddress(countryA))
    const v2 = await expectV2Amounts(updated)
    expect(v2.email).toBe(email)
    const moved = (await medusa().carts.update(cart.id, { country_code: countryB })).cart
    expect(moved.shipping_address).toMatchObject({ ...shopperAddress(countryA), country_code: countryB })
    await expectV2Amounts(moved)
  })

  it("sets a signed-in customer's saved address by its id, and refuses anyone else's", async () => {
    const [customer, stranger] = await Promise.all([registerCustomer(), registerCustomer()])
    const saved = await call("POST", "/store/customers/me/addresses", { token: customer.token, body: shopperAddress(eur.countryCode) })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const addressId = saved.body.customer.addresses[0].id
    const cart = await v1CartOf(houses[0], eur, customer.token)
    expect(cart.customer_id).toBe(customer.id)
    const { cart: updated } = await medusa().carts.update(cart.id, { shipping_address: addressId }, bearer(customer.token))
    expect(updated.shipping_address).toMatchObject(shopperAddress(eur.countryCode))
    const strangersCart = await v1CartOf(houses[0], eur, stranger.token)
    const refused = await refusal(medusa().carts.update(strangersCart.id, { billing_address: addressId }, bearer(stranger.token)))
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/billing_address: .* is not an address saved by the signed-in customer/)
  })

  it("gives a guest's cart to the signed-in customer named by customer_id, and refuses any other id", async () => {
    const [customer, other] = await Promise.all([registerCustomer(), registerCustomer()])
    const cart = await v1CartOf(houses[0], eur)
    const refused = await refusal(medusa().carts.update(cart.id, { customer_id: other.id }, bearer(customer.token)))
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/customer_id: .*signed-in customer/)
    const asGuest = await refusal(medusa().carts.update(cart.id, { customer_id: customer.id }))
    expect(asGuest.status).toBe(401)
    const { cart: taken } = await medusa().carts.update(cart.id, { customer_id: customer.id }, bearer(customer.token))
    expect(taken.customer_id).toBe(customer.id)
    // Now the customer's: a guest, or another customer, finds no such cart.
    expect((await refusal(medusa().carts.retrieve(cart.id))).status).toBe(404)
    expect((await refusal(medusa().carts.retrieve(cart.id, bearer(other.token)))).status).toBe(404)
  })

  it("refuses gift cards, saying they are promotion codes in v2, and takes an empty list", async () => {
    const cart = await v1CartOf(houses[0], eur)
    const refused = await refusal(medusa().carts.update(cart.id, { gift_cards: [{ code: "GIFT" }] }))
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/gift_cards: .*promotion code/)
    const { cart: same } = await medusa().carts.update(cart.id, { gift_cards: [] })
    expect(same.gift_cards).toEqual([])
  })
})

describe("v1 discount codes", () => {
  it("adds the shop's code with the whole list v1 sends, and removes it with DELETE .../discounts/:code and with an empty list", async () => {
    const cart = await v1CartOf(houses[0], eur, undefined, 2)
    const { cart: discounted } = await medusa().carts.update(cart.id, { discounts: [{ code: WELCOME_CODE }] })
    expect(discounted.discounts.map((discount: { code: string }) => discount.code)).toEqual([WELCOME_CODE])
    expect(discounted.discounts[0].rule).toMatchObject({ type: "percentage", value: 10 })
    expect(discounted.discount_total).toBeGreaterThan(0)
    expect(discounted.total).toBeLessThan(cart.total)
    await expectV2Amounts(discounted)
    // The list again, unchanged: nothing new to check.
    expect((await medusa().carts.update(cart.id, { discounts: [{ code: WELCOME_CODE }] })).cart.discount_total).toBe(discounted.discount_total)

    const { cart: removed } = await medusa().carts.deleteDiscount(cart.id, WELCOME_CODE)
    expect(removed.discounts).toEqual([])
    expect(removed.discount_total).toBe(0)
    expect(removed.total).toBe(cart.total)
    await expectV2Amounts(removed)

    await medusa().carts.update(cart.id, { discounts: [{ code: WELCOME_CODE }] })
    const { cart: cleared } = await medusa().carts.update(cart.id, { discounts: [] })
    expect(cleared.discounts).toEqual([])
    await expectV2Amounts(cleared)
  })

  it("answers an unknown code as v2's promotions route does: a 400 that does not tell whether it exists", async () => {
    const cart = await v1CartOf(houses[0], eur)
    // One code name, whatever the run: a client's count names its codes, so repeated runs count it once.
    const code = "V1-NO-SUCH-CODE"
    const refused = await refusal(medusa().carts.update(cart.id, { discounts: [{ code }] }))
    expect(refused).toEqual({ status: 400, body: { type: "invalid_data", message: `The promotion code ${code} is invalid or does not apply to this cart.` } })
    expect((await v2Cart(cart.id)).promotions).toEqual([])
  })

  it("slows guessing down as v2 does: after five codes that did not apply, a 429, counted per cart and client", async () => {
    const client = anotherClient()
    const created = await callFrom(client, "POST", "/v1/store/carts", {
      body: { region_id: eur.regionId, sales_channel_id: eur.salesChannelId, items: [{ variant_id: houses[0].variantIds[0], quantity: 1 }] },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const path = `/v1/store/carts/${created.body.cart.id}`
    const guess = () => ({ discounts: [{ code: `GUESS-${crypto.randomUUID().slice(0, 8).toUpperCase()}` }] })
    for (let i = 0; i < 5; i++) {
      const answer = await callFrom(client, "POST", path, { body: guess() })
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    }
    expectSlowedDown(await callFrom(client, "POST", path, { body: { discounts: [{ code: WELCOME_CODE }] } }), /^Too many promotion codes that did not apply/)
    // Two new codes at once are two guesses: refused.
    const two = await call("POST", `/v1/store/carts/${(await v1CartOf(houses[0], eur)).id}`, { body: { discounts: [{ code: "A-1" }, { code: "B-2" }] } })
    expect(two.status).toBe(400)
    expect(two.body.message).toBe("Apply one new promotion code at a time.")
  })
})

describe("v1 shipping", () => {
  type V2Option = { id: string; amount: number; store_id: string }

  it("offers a cart its own tea house's options, priced as v2 prices them, without the stock location; a method per cart", async () => {
    for (const [house, context] of [
      [houses[0], eur],
      [houses[1], jpy],
    ] as const) {
      const cart = await v1CartOf(house, context)
      await medusa().carts.update(cart.id, { email: guestEmail(), shipping_address: shopperAddress(context.countryCode) })
      const { shipping_options } = await medusa().shippingOptions.listCartOptions(cart.id)
      const v2 = (await call("GET", `/store/shipping-options?cart_id=${cart.id}`)).body.shipping_options as V2Option[]
      expect(shipping_options.map((option: { id: string }) => option.id).sort()).toEqual(v2.map((option) => option.id).sort())
      expect(shipping_options.length).toBeGreaterThan(0)
      const currency = cart.region.currency_code
      for (const option of shipping_options) {
        expect(option).toMatchObject({ store_id: house.id, region_id: context.regionId, is_return: false })
        expect(option.amount).toBe(minor(v2.find((candidate) => candidate.id === option.id)!.amount, currency))
        expect(JSON.stringify(option)).not.toMatch(/service_zone|fulfillment_set|location|address/)
      }

      const [chosen, other] = shipping_options
      const { cart: shipped } = await medusa().carts.addShippingMethod(cart.id, { option_id: chosen.id })
      expect(shipped.shipping_methods).toHaveLength(1)
      expect(shipped.shipping_methods[0]).toMatchObject({ shipping_option_id: chosen.id, shipping_option: { store_id: house.id } })
      expect(shipped.shipping_methods[0].price).toBe(chosen.amount)
      await expectV2Amounts(shipped)
      if (other) {
        // The house's other option replaces its method: one per tea house.
        const { cart: switched } = await medusa().carts.addShippingMethod(cart.id, { option_id: other.id })
        expect(switched.shipping_methods.map((method: { shipping_option_id: string }) => method.shipping_option_id)).toEqual([other.id])
        await expectV2Amounts(switched)
      }
    }
  })

  it("offers an empty cart no options, and answers the cart-less list with a 501 naming the cart's route", async () => {
    const { cart } = await medusa().carts.create({ region_id: eur.regionId, sales_channel_id: eur.salesChannelId })
    expect((await medusa().shippingOptions.listCartOptions(cart.id)).shipping_options).toEqual([])
    const listed = await refusal(medusa().shippingOptions.list({ region_id: eur.regionId }))
    expect(listed.status).toBe(501)
    expect(listed.body.message).toContain("/v1/store/shipping-options/{cart_id}")
  })
})

describe("v1 carts hold to v2's protections", () => {
  it("answers another shopper's cart, its line items, shipping options and discounts with a 404", async () => {
    const [owner, other] = await Promise.all([registerCustomer(), registerCustomer()])
    const cart = await v1CartOf(houses[0], eur, owner.token)
    const line = cart.items[0].id
    const asOther = bearer(other.token)
    for (const request of [
      () => medusa().carts.retrieve(cart.id, asOther),
      () => medusa().carts.update(cart.id, { email: guestEmail() }, asOther),
      () => medusa().carts.lineItems.create(cart.id, { variant_id: houses[0].variantIds[0], quantity: 1 }, asOther),
      () => medusa().carts.lineItems.update(cart.id, line, { quantity: 2 }, asOther),
      () => medusa().carts.lineItems.delete(cart.id, line, asOther),
      () => medusa().carts.deleteDiscount(cart.id, WELCOME_CODE, asOther),
      () => medusa().carts.addShippingMethod(cart.id, { option_id: "so_nope" }, asOther),
      () => medusa().shippingOptions.listCartOptions(cart.id, asOther),
      () => medusa().carts.retrieve(cart.id),
    ]) {
      const refused = await refusal(request())
      expect(refused).toEqual({ status: 404, body: { type: "not_found", message: `Cart with id ${cart.id} was not found` } })
    }
    expect((await medusa().carts.retrieve(cart.id, bearer(owner.token))).cart.items).toHaveLength(1)
    expect((await refusal(medusa().carts.retrieve("cart_nope"))).status).toBe(404)
  })

  it("leaves a line of another cart alone, named through one's own cart: a 404", async () => {
    const [mine, theirs] = await Promise.all([v1CartOf(houses[0], eur), v1CartOf(houses[0], eur)])
    const line = theirs.items[0].id
    for (const send of [() => medusa().carts.lineItems.delete(mine.id, line), () => medusa().carts.lineItems.update(mine.id, line, { quantity: 5 })]) {
      const refused = await refusal(send())
      expect(refused.status).toBe(404)
      expect(refused.body.message).toBe(`Line item with id: ${line} was not found`)
    }
    expect((await v2Cart(theirs.id)).items.map((item: { id: string; quantity: number }) => [item.id, item.quantity])).toEqual([[line, 1]])
  })

  it("takes whole quantities only, with v2's message", async () => {
    const cart = await v1CartOf(houses[0], eur)
    const added = await refusal(medusa().carts.lineItems.create(cart.id, { variant_id: houses[0].variantIds[0], quantity: 1.5 }))
    expect(added).toEqual({ status: 400, body: { type: "invalid_data", message: "The quantity must be a whole number of 1 or more, not 1.5" } })
    for (const quantity of [0.5, 2.0000001]) {
      const fraction = await refusal(medusa().carts.lineItems.create(cart.id, { variant_id: houses[0].variantIds[0], quantity }))
      expect(fraction).toEqual({ status: 400, body: { type: "invalid_data", message: `The quantity must be a whole number of 1 or more, not ${quantity}` } })
    }
    const updated = await refusal(medusa().carts.lineItems.update(cart.id, cart.items[0].id, { quantity: 0.01 }))
    expect(updated.status).toBe(400)
    expect(updated.body.message).toMatch(/whole number of 0 or more/)
    const created = await refusal(medusa().carts.create({ region_id: eur.regionId, sales_channel_id: eur.salesChannelId, items: [{ variant_id: houses[0].variantIds[0], quantity: 2.5 }] }))
    expect(created.body.message).toBe("The quantity of items[0] must be a whole number of 1 or more, not 2.5")
    const later = await refusal(
      medusa().carts.create({
        region_id: eur.regionId,
        sales_channel_id: eur.salesChannelId,
        items: [{ variant_id: houses[0].variantIds[0], quantity: 1 }, { variant_id: houses[0].variantIds[0], quantity: 1 }, { variant_id: houses[0].variantIds[0], quantity: 0.5 }],
      }),
    )
    expect(later.body.message).toBe("The quantity of items[2] must be a whole number of 1 or more, not 0.5")
    expect((await v2Cart(cart.id)).items.map((item: { quantity: number }) => item.quantity)).toEqual([1])
  })

  it("refuses unknown body fields and query parameters with a 400 naming them", async () => {
    const cart = await v1CartOf(houses[0], eur)
    const body = await refusal(medusa().carts.update(cart.id, { promo_codes: [WELCOME_CODE] } as never))
    expect(body.status).toBe(400)
    expect(body.body.message).toMatch(/promo_codes/)
    const query = await call("GET", `/v1/store/carts/${cart.id}?fields=*customer`)
    expect(query.status).toBe(400)
    expect(query.body.message).toBe("Unknown parameter fields: this route takes none")
    expect((await call("GET", `/v1/store/shipping-options/${cart.id}?is_return=true`)).status).toBe(400)
  })

  it("takes another house's tea as v2 does, and v2's completion refuses the cart that holds both", async () => {
    const [first, second] = houses
    const cart = await v1CartOf(first, eur)
    const { cart: mixed } = await medusa().carts.lineItems.create(cart.id, { variant_id: second.variantIds[0], quantity: 1 })
    expect(mixed.items.map((item: { store_id: string }) => item.store_id).sort()).toEqual([first.id, second.id].sort())
    await medusa().carts.update(cart.id, { email: guestEmail(), shipping_address: shopperAddress(eur.countryCode), billing_address: shopperAddress(eur.countryCode) })
    const { shipping_options } = await medusa().shippingOptions.listCartOptions(cart.id)
    await medusa().carts.addShippingMethod(cart.id, { option_id: shipping_options.find((option: { store_id: string }) => option.store_id === first.id).id })
    await payManually(cart.id)
    const { status, body } = await complete(cart.id)
    expect(status).toBe(400)
    expect(body.message).toMatch(/more than one tea house/)
  })

  it("forgets v2's kept answer of a cart written through v1", async () => {
    const cart = await v1CartOf(houses[0], eur)
    const before = await call("GET", `/store/carts/${cart.id}`)
    expect(before.body.cart.items).toHaveLength(1)
    await medusa().carts.lineItems.update(cart.id, cart.items[0].id, { quantity: 4 })
    const after = await call("GET", `/store/carts/${cart.id}`)
    expect(after.body.cart.items[0].quantity).toBe(4)
    await medusa().carts.update(cart.id, { email: "fresh@example.com" })
    expect((await call("GET", `/store/carts/${cart.id}`)).body.cart.email).toBe("fresh@example.com")
  })
})

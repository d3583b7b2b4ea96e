import crypto from "node:crypto"
import Medusa from "@medusajs/medusa-js"
import { describe, expect, it } from "vitest"
import { toMinorUnits } from "@leafline/v1-store-api/lib/minor-units"
import { WELCOME_CODE } from "../../src/scripts/seed/seed-promotions"
import { checkoutContext, orderIdsFor, shopperAddress, teaHouses } from "../checkout"
import { waitForMessage } from "../outbox"
import { call } from "../shoppers"
import { stack } from "../stack"
import { medusa, refusal } from "../v1-client"

// The seed's whole shopping journey driven by the real v1 client (medusa-js 6.1.10) against /v1/store:
// every amount it reads is checked against v2's own answer for the same cart or order, in minor units.

const MANUAL_PROVIDER = "pp_system_default"
const PASSWORD = "oolong-journey-42"
const RESET_TEMPLATE = "password-reset"

type V1Amounts = Record<"subtotal" | "discount_total" | "shipping_total" | "tax_total" | "total", number>
type V2Amounts = Record<"item_subtotal" | "discount_subtotal" | "shipping_subtotal" | "tax_total" | "total", number>

/** What v2 answers for the same cart or order, converted to v1's minor units (v1's subtotal, discount and shipping are before tax). */
function v2InMinorUnits(document: V2Amounts & { currency_code: string }): V1Amounts {
  const minor = (amount: number) => toMinorUnits(amount, document.currency_code)
  return {
    subtotal: minor(document.item_subtotal),
    discount_total: minor(document.discount_subtotal),
    shipping_total: minor(document.shipping_subtotal),
    tax_total: minor(document.tax_total),
    total: minor(document.total),
  }
}

const v1Amounts = ({ subtotal, discount_total, shipping_total, tax_total, total }: V1Amounts): V1Amounts => ({ subtotal, discount_total, shipping_total, tax_total, total })

async function v2Cart(cartId: string, token: string) {
  const { status, body } = await call("GET", `/store/carts/${cartId}?fields=id,currency_code,total,tax_total,discount_subtotal,item_subtotal,shipping_subtotal,*items`, { token })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.cart
}

async function v2Order(orderId: string, token: string) {
  const { status, body } = await call("GET", `/store/orders/${orderId}?fields=id,currency_code,total,tax_total,discount_subtotal,item_subtotal,shipping_subtotal`, { token })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.order
}

/** A v1 client as a shop's storefront holds it, with the customer's bearer token on every call. */
async function signedInCustomer(client: Medusa) {
  const email = `v1-journey-${crypto.randomUUID()}@example.com`
  const { customer } = await client.customers.create({ email, password: PASSWORD, first_name: "Mei", last_name: "Lin" })
  expect(customer).toMatchObject({ email, first_name: "Mei", last_name: "Lin", has_account: true })
  const { access_token } = await client.auth.getToken({ email, password: PASSWORD })
  return { email, customer, token: access_token as string, headers: { Authorization: `Bearer ${access_token}` } }
}

/** One cart of one tea house, filled, addressed, shipped and paid through the v1 client; answers the cart. */
async function paidCart(client: Medusa, headers: Record<string, string>, { regionId, countryCode, houseId, variantIds, email }: {
  regionId: string
  countryCode: string
  houseId: string
  variantIds: string[]
  email: string
}) {
  // The publishable key reaches several sales channels, so the cart names its own (as on v2).
  const { salesChannelId } = await checkoutContext()
  const { cart: created } = await client.carts.create({ region_id: regionId, sales_channel_id: salesChannelId }, headers)
  expect(created).toMatchObject({ region_id: regionId, items: [] })
  expect(created.region.id).toBe(regionId)

  // Line items: added, one changed, one removed.
  let { cart } = await client.carts.lineItems.create(created.id, { variant_id: variantIds[0], quantity: 2 }, headers)
  ;({ cart } = await client.carts.lineItems.create(created.id, { variant_id: variantIds[1], quantity: 1 }, headers))
  expect(cart.items).toHaveLength(2)
  for (const item of cart.items) expect(item.store_id).toBe(houseId)
  const first = cart.items.find((item: { variant_id: string }) => item.variant_id === variantIds[0])
  ;({ cart } = await client.carts.lineItems.update(created.id, first.id, { quantity: 3 }, headers))
  expect(cart.items.find((item: { id: string }) => item.id === first.id).quantity).toBe(3)
  const second = cart.items.find((item: { variant_id: string }) => item.variant_id === variantIds[1])
  ;({ cart } = await client.carts.lineItems.delete(created.id, second.id, headers))
  expect(cart.items.map((item: { id: string }) => item.id)).toEqual([first.id])

  // Email and addresses, then a discount code added and removed.
  ;({ cart } = await client.carts.update(created.id, { email, shipping_address: shopperAddress(countryCode), billing_address: shopperAddress(countryCode) }, headers))
  expect(cart).toMatchObject({ email, shipping_address: { country_code: countryCode, city: "Teestadt" } })
  ;({ cart } = await client.carts.update(created.id, { discounts: [{ code: WELCOME_CODE }] }, headers))
  expect(cart.discounts.map((discount: { code: string }) => discount.code)).toEqual([WELCOME_CODE])
  expect(cart.discount_total).toBeGreaterThan(0)
  expect(v1Amounts(cart)).toEqual(v2InMinorUnits(await v2Cart(created.id, headers.Authorization.slice(7))))
  ;({ cart } = await client.carts.deleteDiscount(created.id, WELCOME_CODE, headers))
  expect(cart.discounts).toEqual([])
  expect(cart.discount_total).toBe(0)

  // Shipping: the options of this cart's tea house, one chosen.
  const { shipping_options } = await client.shippingOptions.listCartOptions(created.id, headers)
  expect(shipping_options.length).toBeGreaterThan(0)
  for (const option of shipping_options) expect(option.store_id).toBe(houseId)
  ;({ cart } = await client.carts.addShippingMethod(created.id, { option_id: shipping_options[0].id }, headers))
  expect(cart.shipping_methods).toHaveLength(1)
  expect(cart.shipping_methods[0].shipping_option).toMatchObject({ id: shipping_options[0].id, store_id: houseId })
  expect(cart.shipping_methods[0].price).toBe(shipping_options[0].amount)

  // Payment: sessions for the region's providers, the manual one selected.
  ;({ cart } = await client.carts.createPaymentSessions(created.id, headers))
  expect(cart.payment_sessions.map((session: { provider_id: string }) => session.provider_id)).toContain(MANUAL_PROVIDER)
  ;({ cart } = await client.carts.setPaymentSession(created.id, { provider_id: MANUAL_PROVIDER }, headers))
  expect(cart.payment_session).toMatchObject({ provider_id: MANUAL_PROVIDER, is_selected: true, amount: cart.total })
  expect(v1Amounts(cart)).toEqual(v2InMinorUnits(await v2Cart(created.id, headers.Authorization.slice(7))))
  return cart
}

async function regionWith(client: Medusa, currency: string) {
  const { regions } = await client.regions.list()
  const region = regions.find((candidate: { currency_code: string }) => candidate.currency_code === currency)
  expect(region, currency).toBeTruthy()
  return { regionId: region.id as string, countryCode: region.countries[0].iso_2 as string }
}

describe("a v1 storefront's whole journey", () => {
  it("browses, registers, fills and pays a cart per tea house, and reads the orders v2 placed, at v2's amounts", async () => {
    const client = medusa()
    const { regionId, countryCode } = await regionWith(client, "eur")

    const { products, count } = await client.products.list({ limit: 12, region_id: regionId })
    expect(products.length).toBeGreaterThan(0)
    expect(count).toBeGreaterThanOrEqual(products.length)
    const { hits } = await client.products.search({ q: "oolong" })
    expect(hits.length).toBeGreaterThan(0)

    const { email, customer, token, headers } = await signedInCustomer(client)
    const houses = (await teaHouses()).filter((house) => house.variantIds.length >= 2).slice(0, 2)
    expect(houses).toHaveLength(2)

    const orders = []
    for (const house of houses) {
      const cart = await paidCart(client, headers, { regionId, countryCode, houseId: house.id, variantIds: house.variantIds, email })
      const completed = await client.carts.complete(cart.id, headers)
      expect(completed.type).toBe("order")
      const order = completed.data
      expect(order).toMatchObject({ cart_id: cart.id, email, customer_id: customer.id, currency_code: "eur" })
      for (const item of order.items) expect(item.store_id).toBe(house.id)
      expect(v1Amounts(order)).toEqual(v2InMinorUnits(await v2Order(order.id, token)))
      expect(order.total).toBe(cart.total)
      orders.push(order)
    }

    // The orders, ten to a page by default, newest first; one by id and one by the cart it came from.
    const listed = await client.customers.listOrders(undefined, headers)
    expect([listed.limit, listed.offset, listed.count]).toEqual([10, 0, 2])
    expect(listed.orders.map((order: { id: string }) => order.id).sort()).toEqual(orders.map((order) => order.id).sort())
    const { order: byId } = await client.orders.retrieve(orders[0].id, headers)
    expect(byId.total).toBe(orders[0].total)
    const { order: byCart } = await client.orders.retrieveByCartId(orders[1].cart_id, headers)
    expect(byCart.id).toBe(orders[1].id)

    // An address kept on the account, then a reset link asked for, then signing out.
    const { customer: withAddress } = await client.customers.addresses.addAddress({ address: shopperAddress(countryCode) }, headers)
    expect(withAddress.shipping_addresses).toEqual([expect.objectContaining({ city: "Teestadt", country_code: countryCode })])
    await client.customers.generatePasswordToken({ email })
    const message = await waitForMessage(email, RESET_TEMPLATE)
    expect(String(message.data.reset_url)).toContain("token=")
    await client.auth.deleteSession(headers)
    expect((await refusal(client.customers.retrieve(headers))).status).toBe(401)
  })

  it("pays in yen without decimals, at v2's amounts", async () => {
    const client = medusa()
    const { regionId, countryCode } = await regionWith(client, "jpy")
    const { email, token, headers } = await signedInCustomer(client)
    const [house] = (await teaHouses()).filter((candidate) => candidate.variantIds.length >= 2)
    const cart = await paidCart(client, headers, { regionId, countryCode, houseId: house.id, variantIds: house.variantIds, email })
    const v2 = await v2Cart(cart.id, token)
    expect(cart.total).toBe(v2.total)
    expect(cart.items[0].unit_price).toBe(v2.items[0].unit_price)
    const completed = await client.carts.complete(cart.id, headers)
    expect(completed.type).toBe("order")
    expect(completed.data.total).toBe((await v2Order(completed.data.id, token)).total)
  })

  it("with the client's retries on, a completion sent twice (and twice at once) makes one order", async () => {
    const retrying = new Medusa({ baseUrl: `${stack().backendUrl}/v1`, maxRetries: 3, publishableApiKey: stack().publishableKey })
    const { regionId, countryCode } = await regionWith(retrying, "eur")
    const { email, headers } = await signedInCustomer(retrying)
    const [house] = (await teaHouses()).filter((candidate) => candidate.variantIds.length >= 2)

    const cart = await paidCart(retrying, headers, { regionId, countryCode, houseId: house.id, variantIds: house.variantIds, email })
    const first = await retrying.carts.complete(cart.id, headers)
    const again = await retrying.carts.complete(cart.id, headers)
    expect([first.type, again.type]).toEqual(["order", "order"])
    expect(again.data.id).toBe(first.data.id)

    const other = await paidCart(retrying, headers, { regionId, countryCode, houseId: house.id, variantIds: house.variantIds, email })
    const together = await Promise.all([retrying.carts.complete(other.id, headers), retrying.carts.complete(other.id, headers)])
    expect(together.map((answer: { type: string }) => answer.type)).toEqual(["order", "order"])
    expect(together[1].data.id).toBe(together[0].data.id)

    expect((await orderIdsFor(email)).sort()).toEqual([first.data.id, together[0].data.id].sort())
  })
})

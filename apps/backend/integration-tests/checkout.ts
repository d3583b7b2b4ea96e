import crypto from "node:crypto"
import { expect } from "vitest"
import { admin } from "./admin"
import { call } from "./shoppers"

/** A tea house and the variants of its teas on sale, from the store API. */
export interface HouseTeas {
  id: string
  name: string
  variantIds: string[]
}

type StoreProduct = { id: string; store_id: string | null; store_name: string | null; variants: { id: string }[] }

/** The houses with teas on sale, each with its teas' variants (in handle order, so runs pick the same ones). */
export async function teaHouses(): Promise<HouseTeas[]> {
  const { body } = await call("GET", "/store/products?limit=100&order=handle&fields=id,variants.id")
  const houses = new Map<string, HouseTeas>()
  for (const product of body.products as StoreProduct[]) {
    if (!product.store_id) continue
    const house = houses.get(product.store_id) ?? { id: product.store_id, name: product.store_name ?? "", variantIds: [] }
    house.variantIds.push(...product.variants.map((variant) => variant.id))
    houses.set(product.store_id, house)
  }
  return [...houses.values()]
}

/** The region a checkout ships to (Europe, eur, unless another currency is asked for) and a country in it, and the shop's first sales channel. */
export async function checkoutContext(currency = "eur") {
  const { body } = await call("GET", "/store/regions?fields=id,currency_code,countries.iso_2")
  const region = body.regions.find((r: { currency_code: string }) => r.currency_code === currency) ?? body.regions[0]
  const channel = (await call("GET", "/store/sales-channels")).body.sales_channels[0]
  return { regionId: region.id as string, countryCode: region.countries[0].iso_2 as string, salesChannelId: channel.id as string }
}

export const guestEmail = () => `guest-${crypto.randomUUID()}@example.com`

/** A shipping or billing address in a country of the region. */
export const shopperAddress = (countryCode: string) => ({
  first_name: "Test",
  last_name: "Shopper",
  address_1: "Teegasse 1",
  city: "Teestadt",
  postal_code: "12345",
  country_code: countryCode,
})

/** An empty cart in the checkout region, with an email and a shipping and billing address; a guest's without a token. */
export async function addressedCart(email = guestEmail(), token?: string, currency?: string): Promise<{ id: string; email: string }> {
  const { regionId, countryCode, salesChannelId } = await checkoutContext(currency)
  const created = await call("POST", "/store/carts", {
    token,
    body: {
      region_id: regionId,
      sales_channel_id: salesChannelId,
      email,
      shipping_address: shopperAddress(countryCode),
      billing_address: shopperAddress(countryCode),
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return { id: created.body.cart.id, email }
}

export async function addItem(cartId: string, variantId: string, quantity = 1, token?: string) {
  const added = await call("POST", `/store/carts/${cartId}/line-items`, { token, body: { variant_id: variantId, quantity } })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
}

/** Chooses the house's standard shipping option among those the store offers the cart. */
export async function chooseShipping(cartId: string, houseId: string, token?: string) {
  const { body } = await call("GET", `/store/shipping-options?cart_id=${cartId}`, { token })
  const options = body.shipping_options as { id: string; name: string; store_id: string | null }[]
  const option = options.find((o) => o.store_id === houseId && o.name === "Standard shipping") ?? options.find((o) => o.store_id === houseId)
  expect(option, `no shipping option of house ${houseId} for cart ${cartId}`).toBeTruthy()
  const added = await call("POST", `/store/carts/${cartId}/shipping-methods`, { token, body: { option_id: option!.id } })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
}

/** The cart's payment collection with a session of the manual provider ('Test payment'). */
export async function payManually(cartId: string, token?: string) {
  const collection = await call("POST", "/store/payment-collections", { token, body: { cart_id: cartId } })
  expect(collection.status, JSON.stringify(collection.body)).toBe(200)
  const session = await call("POST", `/store/payment-collections/${collection.body.payment_collection.id}/payment-sessions`, {
    token,
    body: { provider_id: "pp_system_default" },
  })
  expect(session.status, JSON.stringify(session.body)).toBe(200)
}

/**
 * A cart ready to complete: one house's tea (the given variant, or its first), an email, both addresses
 * in a country of the region (Europe's, or that of `currency`), that house's shipping and a manual payment
 * session. A guest's, unless a customer's token is given.
 */
export async function readyCart(
  house: HouseTeas,
  {
    variantId = house.variantIds[0],
    quantity = 1,
    email = guestEmail(),
    token,
    currency,
  }: { variantId?: string; quantity?: number; email?: string; token?: string; currency?: string } = {},
) {
  const cart = await addressedCart(email, token, currency)
  await addItem(cart.id, variantId, quantity, token)
  await chooseShipping(cart.id, house.id, token)
  await payManually(cart.id, token)
  return cart
}

export const complete = (cartId: string, token?: string) => call("POST", `/store/carts/${cartId}/complete`, { token })

/** The ids of the orders placed with an email, through the admin API. */
export async function orderIdsFor(email: string): Promise<string[]> {
  const { status, body } = await admin("GET", `/admin/orders?q=${encodeURIComponent(email)}&fields=id,email&limit=50`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.orders.filter((order: { email: string }) => order.email === email).map((order: { id: string }) => order.id)
}

/** A tea's stock at its house's location, through the admin API. */
export interface StockLevel {
  inventoryItemId: string
  locationId: string
  stocked: number
  reserved: number
}

export async function stockLevel(variantId: string): Promise<StockLevel> {
  const variant = await admin("GET", `/admin/product-variants?id=${variantId}&fields=id,inventory_items.inventory_item_id`)
  expect(variant.status, JSON.stringify(variant.body)).toBe(200)
  const inventoryItemId = variant.body.variants[0].inventory_items[0].inventory_item_id
  const levels = await admin("GET", `/admin/inventory-items/${inventoryItemId}/location-levels`)
  const [found] = levels.body.inventory_levels
  return { inventoryItemId, locationId: found.location_id, stocked: found.stocked_quantity, reserved: found.reserved_quantity }
}

export const setStocked = (level: StockLevel, stocked_quantity: number) =>
  admin("POST", `/admin/inventory-items/${level.inventoryItemId}/location-levels/${level.locationId}`, { stocked_quantity })

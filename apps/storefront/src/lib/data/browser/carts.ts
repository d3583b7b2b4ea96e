import "client-only"
import { CART_FIELDS } from "@leafline/store-fields"
import type { StoreClient } from "@lib/backend/browser"
import type { AddressFields } from "@lib/util/addresses"
import type { HeldCart } from "@lib/util/carts-per-house"

type CartAnswer = { cart: HeldCart }
// One field list for every cart call (@leafline/store-fields), so each answer can replace the held cart whole.
const query = { fields: CART_FIELDS }

/** What a shopper may change on a cart (spec section 7, cart update). */
export type CartUpdate = {
  region_id?: string
  sales_channel_id?: string
  email?: string
  shipping_address?: AddressFields
  billing_address?: AddressFields
}

const cartCall = async (storeClient: StoreClient, path: string, init: { method?: string; body?: unknown } = {}) =>
  (await storeClient.fetch<CartAnswer>(path, { ...init, query })).cart

export const retrieveCart = (storeClient: StoreClient, id: string) => cartCall(storeClient, `/store/carts/${id}`)

/** A new cart in the shopper's scope; with `items`, holding them already (one call instead of create then add). */
export const createCart = (
  storeClient: StoreClient,
  scope: { region_id: string; sales_channel_id?: string; items?: { variant_id: string; quantity: number }[] },
) => cartCall(storeClient, "/store/carts", { method: "POST", body: scope })

export const updateCart = (storeClient: StoreClient, cartId: string, update: CartUpdate) =>
  cartCall(storeClient, `/store/carts/${cartId}`, { method: "POST", body: update })

export const addLineItem = (storeClient: StoreClient, cartId: string, variantId: string, quantity: number) =>
  cartCall(storeClient, `/store/carts/${cartId}/line-items`, { method: "POST", body: { variant_id: variantId, quantity } })

export const updateLineItem = (storeClient: StoreClient, cartId: string, lineId: string, quantity: number) =>
  cartCall(storeClient, `/store/carts/${cartId}/line-items/${lineId}`, { method: "POST", body: { quantity } })

/** Medusa answers a deleted line with the cart as `parent`. */
export async function deleteLineItem(storeClient: StoreClient, cartId: string, lineId: string): Promise<HeldCart> {
  const answer = await storeClient.fetch<{ parent: HeldCart }>(`/store/carts/${cartId}/line-items/${lineId}`, { method: "DELETE", query })
  return answer.parent
}

export const applyPromotionCodes = (storeClient: StoreClient, cartId: string, codes: string[]) =>
  cartCall(storeClient, `/store/carts/${cartId}/promotions`, { method: "POST", body: { promo_codes: codes } })

export const removePromotionCodes = (storeClient: StoreClient, cartId: string, codes: string[]) =>
  cartCall(storeClient, `/store/carts/${cartId}/promotions`, { method: "DELETE", body: { promo_codes: codes } })

export const addShippingMethod = (storeClient: StoreClient, cartId: string, optionId: string) =>
  cartCall(storeClient, `/store/carts/${cartId}/shipping-methods`, { method: "POST", body: { option_id: optionId } })

/** Sign-in: the signed-in customer takes the cart over (Medusa's transfer). */
export const attachCartToCustomer = (storeClient: StoreClient, cartId: string) =>
  cartCall(storeClient, `/store/carts/${cartId}/customer`, { method: "POST" })

/** Sign-out: the cart stays in this browser as a guest's (customer_id null). */
export const detachCartFromCustomer = (storeClient: StoreClient, cartId: string) =>
  cartCall(storeClient, `/store/carts/${cartId}/customer`, { method: "DELETE" })

import type { Medusa } from "@lib/context/medusa-context"
import type { HeldCart } from "@lib/util/carts-per-store"

/** What the shell needs of a cart: its scope and its items (the back end adds each item's store_id). */
const CART_FIELDS =
  "id,region_id,sales_channel_id,completed_at,currency_code,total,items.id,items.quantity,items.variant_id,items.title,items.product_title,items.thumbnail"

type CartAnswer = { cart: HeldCart }
const query = { fields: CART_FIELDS }

export async function retrieveCart(medusa: Medusa, id: string): Promise<HeldCart> {
  return (await (await medusa.client()).fetch<CartAnswer>(`/store/carts/${id}`, { query })).cart
}

export async function createCart(medusa: Medusa, scope: { region_id: string; sales_channel_id?: string }): Promise<HeldCart> {
  return (await (await medusa.client()).fetch<CartAnswer>("/store/carts", { method: "POST", body: scope, query })).cart
}

export async function addLineItem(medusa: Medusa, cartId: string, variantId: string, quantity: number): Promise<HeldCart> {
  const body = { variant_id: variantId, quantity }
  return (await (await medusa.client()).fetch<CartAnswer>(`/store/carts/${cartId}/line-items`, { method: "POST", body, query })).cart
}

export async function setCartRegion(medusa: Medusa, cartId: string, regionId: string): Promise<HeldCart> {
  return (await (await medusa.client()).fetch<CartAnswer>(`/store/carts/${cartId}`, { method: "POST", body: { region_id: regionId }, query })).cart
}

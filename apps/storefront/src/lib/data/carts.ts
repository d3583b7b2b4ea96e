import type Medusa from "@medusajs/js-sdk"
import type { HeldCart } from "@lib/util/carts-per-store"

/** What the shell needs of a cart: its scope and its items (the back end adds each item's store_id). */
const CART_FIELDS = "id,region_id,sales_channel_id,completed_at,currency_code,total,items.id,items.quantity,items.variant_id,items.title,items.product_title,items.thumbnail"

export async function retrieveCart(sdk: Medusa, id: string): Promise<HeldCart> {
  const { cart } = await sdk.store.cart.retrieve(id, { fields: CART_FIELDS })
  return cart as HeldCart
}

export async function createCart(sdk: Medusa, scope: { region_id: string; sales_channel_id?: string }): Promise<HeldCart> {
  const { cart } = await sdk.store.cart.create(scope, { fields: CART_FIELDS })
  return cart as HeldCart
}

export async function addLineItem(sdk: Medusa, cartId: string, variantId: string, quantity: number): Promise<HeldCart> {
  const { cart } = await sdk.store.cart.createLineItem(cartId, { variant_id: variantId, quantity }, { fields: CART_FIELDS })
  return cart as HeldCart
}

export async function setCartRegion(sdk: Medusa, cartId: string, regionId: string): Promise<HeldCart> {
  const { cart } = await sdk.store.cart.update(cartId, { region_id: regionId }, { fields: CART_FIELDS })
  return cart as HeldCart
}

import type { HttpTypes } from "@medusajs/types"

/** The key of an empty cart, which can take the first item of any tea house (spec section 4). */
export const NO_STORE = "nostore"

type LineItemWithStore = HttpTypes.StoreCartLineItem & {
  store_id?: string | null
  store_name?: string | null
  variant?: { store_id?: string | null } | null
}
export type HeldCart = Omit<HttpTypes.StoreCart, "items"> & { items?: LineItemWithStore[] | null }

/** Carts held by store key: one per tea house whose tea the shopper added. */
export type HeldCarts = Record<string, HeldCart>

/** A cart is held under the tea house of its first item's variant, or `nostore` while empty. */
export function cartStoreKey(cart: HeldCart): string {
  const first = cart.items?.[0]
  return first?.variant?.store_id ?? first?.store_id ?? NO_STORE
}

/** The header's count: the sum of quantities over all held carts, 0 with none. */
export function totalItemCount(carts: HeldCarts): number {
  return Object.values(carts).reduce(
    (sum, cart) => sum + (cart.items ?? []).reduce((n, item) => n + (item.quantity ?? 0), 0),
    0,
  )
}

/** The cart an item of this tea house goes into: that house's, else an empty one; null means create one. */
export function cartForStore(carts: HeldCarts, storeId: string | null | undefined): HeldCart | null {
  return carts[storeId ?? NO_STORE] ?? carts[NO_STORE] ?? null
}

/** What is kept in localStorage: the cart ids by store key. */
export function cartIds(carts: HeldCarts): Record<string, string> {
  return Object.fromEntries(Object.entries(carts).map(([key, cart]) => [key, cart.id]))
}

export type CartAction =
  | { type: "init"; carts: HeldCart[] }
  | { type: "set cart"; cart: HeldCart }
  | { type: "drop cart"; cartId: string }

/**
 * The held carts after an action. A cart the server answers with replaces the held one of the same id
 * (and moves to its tea house's key once it has items); a completed or unreachable cart is dropped.
 */
export function cartsReducer(carts: HeldCarts, action: CartAction): HeldCarts {
  switch (action.type) {
    case "init":
      return Object.fromEntries(
        action.carts.filter((cart) => !cart.completed_at).map((cart) => [cartStoreKey(cart), cart]),
      )
    case "set cart": {
      const others = Object.entries(carts).filter(([, held]) => held.id !== action.cart.id)
      if (action.cart.completed_at) return Object.fromEntries(others)
      return { ...Object.fromEntries(others), [cartStoreKey(action.cart)]: action.cart }
    }
    case "drop cart":
      return Object.fromEntries(Object.entries(carts).filter(([, held]) => held.id !== action.cartId))
  }
}

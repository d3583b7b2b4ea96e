import type { HttpTypes } from "@medusajs/types"

/**
 * The key of an empty cart, which can take the first item of any tea house (spec section 4). Shoppers'
 * browsers keep their carts under these keys (lib/util/local-state.ts): the value stays "nostore".
 */
export const NO_HOUSE = "nostore"

export type LineItemWithHouse = HttpTypes.StoreCartLineItem & {
  store_id?: string | null
  store_name?: string | null
  variant?: { store_id?: string | null } | null
}
export type HeldCart = Omit<HttpTypes.StoreCart, "items"> & { items?: LineItemWithHouse[] | null }

/** Carts held by house key: one per tea house whose tea the shopper added. */
export type HeldCarts = Record<string, HeldCart>

/** A cart is held under the tea house of its first item's variant, or `nostore` while empty. */
export function cartHouseKey(cart: HeldCart): string {
  const first = cart.items?.[0]
  return first?.variant?.store_id ?? first?.store_id ?? NO_HOUSE
}

/** The name of the tea house a cart belongs to, null while it is empty. */
export function cartHouseName(cart: HeldCart): string | null {
  return cart.items?.[0]?.store_name ?? null
}

/** The header's count: the sum of quantities over all held carts, 0 with none. */
export function totalItemCount(carts: HeldCarts): number {
  return Object.values(carts).reduce(
    (sum, cart) => sum + (cart.items ?? []).reduce((n, item) => n + (item.quantity ?? 0), 0),
    0,
  )
}

/** The carts that hold something, in a stable order (by tea house name). */
export function filledCarts(carts: HeldCarts): HeldCart[] {
  return Object.values(carts)
    .filter((cart) => cart.items?.length)
    .sort((a, b) => (cartHouseName(a) ?? "").localeCompare(cartHouseName(b) ?? ""))
}

/** The cart an item of this tea house goes into: that house's, else an empty one; null means create one. */
export function cartForHouse(carts: HeldCarts, houseId: string | null | undefined): HeldCart | null {
  return carts[houseId ?? NO_HOUSE] ?? carts[NO_HOUSE] ?? null
}

/** What is kept in localStorage: the cart ids by house key. */
export function cartIds(carts: HeldCarts): Record<string, string> {
  return Object.fromEntries(Object.entries(carts).map(([key, cart]) => [key, cart.id]))
}

/**
 * The spec's cart actions (section 4). Every one but `clear items` carries the cart(s) the server
 * answered with: the held cart is replaced by the server's, never patched locally, so what is shown
 * stays true to the server.
 */
export type CartAction =
  | { type: "init"; carts: HeldCart[] }
  | { type: "add item"; cart: HeldCart }
  | { type: "update item"; cart: HeldCart }
  | { type: "remove item"; cart: HeldCart }
  /** Any other successful cart call: update, add shipping method, payment sessions. */
  | { type: "set items"; cart: HeldCart }
  /** Carts that were completed (their orders placed) leave the held list. */
  | { type: "clear items"; cartIds: string[] }
  | { type: "set region"; carts: HeldCart[] }

function withoutIds(carts: HeldCarts, ids: string[]): HeldCarts {
  return Object.fromEntries(Object.entries(carts).filter(([, held]) => !ids.includes(held.id)))
}

/**
 * Puts the server's cart in place of the held one with its id, under its tea house's key (an emptied
 * cart goes back to `nostore`). A completed cart is dropped. Two empty carts are never held: the one
 * answered with wins the `nostore` key.
 */
function replaceCart(carts: HeldCarts, cart: HeldCart): HeldCarts {
  const others = withoutIds(carts, [cart.id])
  if (cart.completed_at) return others
  return { ...others, [cartHouseKey(cart)]: cart }
}

export function cartsReducer(carts: HeldCarts, action: CartAction): HeldCarts {
  switch (action.type) {
    case "init":
      return action.carts.filter((cart) => !cart.completed_at).reduce(replaceCart, {})
    case "add item":
    case "update item":
    case "remove item":
    case "set items":
      return replaceCart(carts, action.cart)
    case "set region":
      return action.carts.reduce(replaceCart, carts)
    case "clear items":
      return withoutIds(carts, action.cartIds)
  }
}

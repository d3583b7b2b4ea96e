import type { V1Cart } from "../views/cart"
import type { V1Region } from "../views/region"

/** What every v1 cart route answers after its write: the cart in v1's shape (read-cart.ts). */
export interface V1CartAnswer {
  cart: V1Cart<V1Region | null>
}

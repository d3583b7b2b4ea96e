/**
 * How much one cart may hold, written once: the back end refuses a cart beyond it (its cart workflows'
 * validate hooks, for /store and /v1/store), the storefront may show it.
 *
 * A tea house sells a few dozen teas in two or three sizes each (the whole shop about 110), so no shopper
 * needs more than 100 lines; the storefront keeps one cart per house.
 */
export const CART_MAX_LINES = 100

/**
 * 500 packs is 25 kg of tea in the smallest (50 g) size: more than a household or a café orders at once,
 * and about four teas' whole stock at a house. A larger order is a wholesale arrangement, not a cart.
 */
export const CART_MAX_UNITS = 500

/** What a cart would hold after a change: its lines and the units of each. */
export interface CartLoad {
  lines: number
  units: number
}

/** Why a cart holding `load` is refused, naming the limit it passes; null when it is within both. */
export function cartLimitProblem({ lines, units }: CartLoad): string | null {
  if (lines > CART_MAX_LINES) {
    return `A cart holds at most ${CART_MAX_LINES} different items; this one would hold ${lines}`
  }
  if (units > CART_MAX_UNITS) {
    return `A cart holds at most ${CART_MAX_UNITS} units in all; this one would hold ${units}`
  }
  return null
}

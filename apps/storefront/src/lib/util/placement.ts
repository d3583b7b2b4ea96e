/** One tea house's cart being placed. */
export type PlacingCart = { cartId: string; house: string }
export type PlacedOrder = PlacingCart & { orderId: string }
export type FailedPlacement = PlacingCart & { message: string }

export type PlacementOutcome = { placed: PlacedOrder[]; failed: FailedPlacement[] }

const FALLBACK_MESSAGE = "This order could not be placed. Please check it and try again."
const OUT_OF_STOCK_MESSAGE =
  "Some of its teas are no longer in stock in the quantity you chose: lower the quantity or remove them, then place it again."

/**
 * What the shopper reads when a house's order fails: the server's message, except Medusa's stock refusal,
 * which names warehouse records ("Not enough stock available for item iitem_… at location sloc_…").
 */
export function placementFailureMessage(serverMessage: unknown): string {
  if (typeof serverMessage !== "string" || !serverMessage) return FALLBACK_MESSAGE
  if (/not enough stock|required inventory/i.test(serverMessage)) return OUT_OF_STOCK_MESSAGE
  return serverMessage
}

/**
 * Sorts the houses' completions into the orders that stand and the carts that failed, with the server's
 * message for each failure. Nothing is dropped: every cart asked for is in exactly one list.
 */
export function placementOutcome(carts: PlacingCart[], results: PromiseSettledResult<{ orderId: string }>[]): PlacementOutcome {
  const outcome: PlacementOutcome = { placed: [], failed: [] }
  carts.forEach((cart, i) => {
    const result = results[i]
    if (result?.status === "fulfilled") outcome.placed.push({ ...cart, orderId: result.value.orderId })
    else {
      const reason = result?.reason as { message?: unknown } | undefined
      outcome.failed.push({ ...cart, message: placementFailureMessage(reason?.message) })
    }
  })
  return outcome
}

/** The confirmation page's address for the placed orders. */
export function confirmationPath(orders: PlacedOrder[]): string {
  return `/order/confirmed?ids=${orders.map((order) => encodeURIComponent(order.orderId)).join(",")}`
}

export const isPlacingCarts = (value: unknown): value is PlacingCart[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item?.cartId === "string" && typeof item?.house === "string")

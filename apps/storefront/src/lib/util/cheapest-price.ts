import type { HttpTypes } from "@medusajs/types"

export interface DisplayPrice {
  amount: number
  currencyCode: string
}

/**
 * The cheapest variant's price as a shopper pays it: tax included when the back end computed the
 * tax for the shopper's country, else the calculated amount.
 */
export function cheapestPrice(product: Pick<HttpTypes.StoreProduct, "variants">): DisplayPrice | null {
  let best: DisplayPrice | null = null
  for (const variant of product.variants ?? []) {
    const price = variant.calculated_price
    if (!price?.currency_code) continue
    const amount = price.calculated_amount_with_tax ?? price.calculated_amount
    if (typeof amount !== "number") continue
    if (!best || amount < best.amount) best = { amount, currencyCode: price.currency_code }
  }
  return best
}

/** The totals Medusa computes on a cart (amounts in the currency's major unit, tax included). */
export type CartTotalsSource = {
  currency_code?: string | null
  original_item_total?: number | null
  item_total?: number | null
  shipping_total?: number | null
  discount_total?: number | null
  tax_total?: number | null
  total?: number | null
}

export type CartTotals = {
  currencyCode: string
  /** The items at their shelf prices, before any discount. */
  items: number
  shipping: number
  discount: number
  /** The tax contained in the total. */
  tax: number
  total: number
}

const amount = (value: number | null | undefined) => (typeof value === "number" && Number.isFinite(value) ? value : 0)

/**
 * The sum over the shopper's carts (one per tea house, all in the region's currency), read so that
 * items + shipping − discount = total, with the tax shown as the part of the total it is.
 */
export function sumCartTotals(carts: CartTotalsSource[], fallbackCurrency = "eur"): CartTotals {
  const totals: CartTotals = { currencyCode: carts[0]?.currency_code ?? fallbackCurrency, items: 0, shipping: 0, discount: 0, tax: 0, total: 0 }
  for (const cart of carts) {
    totals.items += amount(cart.original_item_total ?? cart.item_total)
    totals.shipping += amount(cart.shipping_total)
    totals.discount += amount(cart.discount_total)
    totals.tax += amount(cart.tax_total)
    totals.total += amount(cart.total)
  }
  // Sums of decimal amounts drift in binary floating point (1.9 + 3.66 = 5.5600000000000005).
  for (const key of ["items", "shipping", "discount", "tax", "total"] as const) totals[key] = Math.round(totals[key] * 1e6) / 1e6
  return totals
}

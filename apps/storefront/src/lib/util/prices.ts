import type { HttpTypes } from "@medusajs/types"

export interface DisplayPrice {
  /** In the currency's major unit, as Medusa v2 keeps it (10.5 = €10.50). */
  amount: number
  currencyCode: string
}

export interface PriceOptions {
  /** The shop shows prices with tax by default (spec section 9). */
  includeTaxes?: boolean
}

type PricedVariant = Pick<HttpTypes.StoreProductVariant, "calculated_price">

/**
 * A variant's price in the wanted currency, as the back end calculated it for the shopper's region and
 * country. A variant with no price in that currency is 0: a shopper never sees NaN or a blank.
 */
export function variantPrice(
  variant: PricedVariant | null | undefined,
  currencyCode: string,
  { includeTaxes = true }: PriceOptions = {},
): DisplayPrice {
  const wanted = currencyCode.toLowerCase()
  const price = variant?.calculated_price
  if (!price || price.currency_code?.toLowerCase() !== wanted) return { amount: 0, currencyCode: wanted }
  const amount = includeTaxes
    ? (price.calculated_amount_with_tax ?? price.calculated_amount)
    : (price.calculated_amount_without_tax ?? price.calculated_amount)
  return { amount: typeof amount === "number" && Number.isFinite(amount) ? amount : 0, currencyCode: wanted }
}

/** The variant a shopper pays least for; null only for a product without variants. */
export function cheapestVariant<V extends PricedVariant>(variants: V[] | null | undefined, currencyCode: string): V | null {
  // A variant shown at 0 for want of a price ranks after every priced one.
  const rank = (variant: V) => variantPrice(variant, currencyCode).amount || Number.POSITIVE_INFINITY
  let best: V | null = null
  for (const variant of variants ?? []) if (!best || rank(variant) < rank(best)) best = variant
  return best
}

/** "from …" on a product card: the cheapest priced variant, or 0 in the currency when none is priced. */
export function fromPrice(product: { variants?: PricedVariant[] | null }, currencyCode: string): DisplayPrice {
  return variantPrice(cheapestVariant(product.variants, currencyCode), currencyCode)
}

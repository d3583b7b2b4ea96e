/**
 * The currencies the listing index holds prices in. A search index's fields are declared up front,
 * so adding a currency to the shop means adding it here (and the index rebuilds itself).
 */
export const LISTING_CURRENCIES = ["eur", "usd", "gbp", "jpy", "chf"] as const
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number]

/**
 * How many distinct variant prices per currency the index holds for the price filter. The filter
 * needs every price: the search provider cannot range-compare inside an array, so each price sits in
 * its own slot and the filter asks "is any slot in range".
 */
export const PRICE_SLOTS = 8

/** Price bands for the facet, in each currency's own round numbers. */
export const PRICE_BANDS: Record<ListingCurrency, number[]> = {
  eur: [10, 20, 40],
  usd: [10, 20, 40],
  gbp: [10, 20, 40],
  chf: [10, 20, 40],
  jpy: [1500, 3000, 6000],
}

export const isListingCurrency = (code: string): code is ListingCurrency =>
  (LISTING_CURRENCIES as readonly string[]).includes(code)

export const fromPriceField = (currency: ListingCurrency) => `from_price_${currency}`
/** Slot 0 is the cheapest price, which `from_price_<currency>` already holds. */
export const priceSlotField = (currency: ListingCurrency, slot: number) =>
  slot === 0 ? fromPriceField(currency) : `prices_${currency}.p${slot}`

import type { PriceRange } from "@leafline/shop-contract"
import { DEFAULT_PRICE, parsePrice } from "./listing-query"

/**
 * The price filter's hints: the range the listing's teas span in the shopper's currency (the listing's
 * `price_span`), widened to whole units; the spec's 0 to 100 when the listing has none.
 */
export function priceHints(span: PriceRange | null | undefined): PriceRange {
  return span ? { min: Math.floor(span.min), max: Math.ceil(span.max) } : DEFAULT_PRICE
}

/**
 * What a side left empty stands for: the spec's 0 to 100 where that keeps every tea, else the top of the
 * teas' span, so an untouched side never hides a tea (100 yen is less than any tea costs in Japan).
 */
export function emptySideBounds(span: PriceRange | null | undefined): PriceRange {
  return { min: DEFAULT_PRICE.min, max: Math.max(DEFAULT_PRICE.max, priceHints(span).max) }
}

/** The range the filter's two inputs ask for, each empty side standing for its bound; null when unreadable. */
export function typedPriceRange(min: string, max: string, span: PriceRange | null | undefined): PriceRange | null {
  const bounds = emptySideBounds(span)
  return parsePrice(`${min.trim() || bounds.min}-${max.trim() || bounds.max}`)
}

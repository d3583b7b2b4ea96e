/**
 * B-tree indexes for the listing's price filter on the search index's table. The provider compares a
 * number field as `(indexed->'prices_eur'->>'p1')::float8 >= ?` (its own JSON path form, not the one it
 * sorts by), which no index of its own serves: a price range read and cast every tea's prices. The filter
 * asks "is any of the tea's price slots in range" (lib/listing/query.ts), one comparison per slot, so
 * each slot of each currency gets an index on exactly that expression and PostgreSQL ORs their ranges.
 */
import { LISTING_CURRENCIES, PRICE_SLOTS, priceSlotField } from "./currencies"
import type { TableIndex } from "./sort-indexes"

/** A number field as the provider compares it in a filter: the JSON path as arrows, the leaf as text, cast. */
export function filterExpression(field: string): string {
  const segments = field.split(".")
  const leaf = segments.pop()
  return `(${["indexed", ...segments.map((segment) => `'${segment}'`)].join("->")}->>'${leaf}')::float8`
}

/** One index per price slot per currency. */
export function listingPriceFilterIndexes(table: string): TableIndex[] {
  return LISTING_CURRENCIES.flatMap((currency) =>
    Array.from({ length: PRICE_SLOTS }, (_, slot) => ({
      name: `${table}_price_${currency}_${slot}`,
      columns: `(${filterExpression(priceSlotField(currency, slot))})`,
    })),
  )
}

/**
 * B-tree indexes for the listing's sort orders on the search index's table. The Search Module's PostgreSQL
 * provider indexes text and filters (GIN) but not sort keys, so an unfiltered page sorted by rating read
 * and sorted every document: 210 ms at 10,000 teas. With an index on the exact expressions the provider
 * orders by, PostgreSQL reads the first twelve entries instead. Each index version's table (a reindex
 * builds a new one) gets them the first time the listing sees it.
 */
import { LISTING_SORTS, type ListingSort } from "@leafline/shop-contract"
import { LISTING_CURRENCIES, type ListingCurrency } from "./currencies"
import { listingOrder } from "./query"

/** How the provider casts a sort field: numbers and dates (which it indexes as numbers) as float8, keywords as text. */
const NUMERIC_SORT_FIELD = /^(rating|rating_count|created_at|from_price_[a-z]{3})$/

type Order = Record<string, "ASC" | "DESC">

/** One sort key as the provider writes it in ORDER BY: the expression and its direction. */
export function orderByClauses(order: Order): { expression: string; direction: "ASC" | "DESC" }[] {
  return Object.entries(order).map(([field, direction]) => {
    const path = `indexed#>>'{${field.split(".").join(",")}}'`
    return { expression: NUMERIC_SORT_FIELD.test(field) ? `(${path})::float8` : path, direction }
  })
}

export interface TableIndex {
  name: string
  /** The index's key columns, in CREATE INDEX's syntax. */
  columns: string
}

/** Every order the listing asks for, once: the price sorts per currency, the others once. */
export function listingSortIndexes(table: string): TableIndex[] {
  const orders = new Map<string, Order>()
  for (const sort of LISTING_SORTS as readonly ListingSort[]) {
    for (const currency of LISTING_CURRENCIES as readonly ListingCurrency[]) {
      const order = listingOrder(sort, currency)
      const byPrice = Object.keys(order).some((field) => field.startsWith("from_price_"))
      orders.set(byPrice ? `${sort}_${currency}` : sort, order)
    }
  }
  return [...orders].map(([key, order]) => ({
    name: `${table}_by_${key}`,
    columns: orderByClauses(order)
      .map(({ expression, direction }) => `(${expression}) ${direction} NULLS LAST`)
      .join(", "),
  }))
}

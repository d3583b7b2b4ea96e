import { PostgresSearchService } from "@medusajs/search-postgres/dist/services/postgres-search"
import { buildIndexPlan } from "@medusajs/search-postgres/dist/utils/plan"
import { LISTING_SORTS } from "@leafline/shop-contract"
import { describe, expect, it } from "vitest"
import { defineSearchIndex } from "@medusajs/framework/utils"
import { LISTING_CURRENCIES } from "./currencies"
import { listingIndex } from "./listing-index"
import { listingOrder } from "./query"
import { listingSortIndexes, orderByClauses } from "./sort-indexes"

// Declaring an index registers it with the running Medusa, which a unit test has none of.
;(globalThis as any).MedusaModule ??= { setSearchIndex: () => {} }
// The provider's own ORDER BY for an order on our index: an index helps only if its keys are the same expressions.
const plan = buildIndexPlan(defineSearchIndex(listingIndex) as any)
const providerOrderBy = (order: Record<string, "ASC" | "DESC">) =>
  (PostgresSearchService.prototype as any).resolveOrderBy.call({}, { index: { name: "listing" }, pagination: { order } }, plan, false)

describe("listing sort indexes", () => {
  it.each(LISTING_SORTS.flatMap((sort) => LISTING_CURRENCIES.map((currency) => [sort, currency] as const)))(
    "%s in %s: the same expressions the search provider orders by",
    (sort, currency) => {
      const order = listingOrder(sort, currency)
      const clauses = orderByClauses(order).map(({ expression, direction }) => `${expression} ${direction} NULLS LAST`)
      expect(clauses.join(", ")).toBe(providerOrderBy(order))
    },
  )

  it("are one per sort, and one per currency for the price sorts", () => {
    const indexes = listingSortIndexes("search_pg_listing_v1")
    expect(indexes.map((index) => index.name).sort()).toEqual(
      [
        "search_pg_listing_v1_by_rating",
        "search_pg_listing_v1_by_newest",
        ...LISTING_CURRENCIES.flatMap((currency) => [`search_pg_listing_v1_by_cheap_${currency}`, `search_pg_listing_v1_by_expensive_${currency}`]),
      ].sort(),
    )
    expect(indexes.find((index) => index.name.endsWith("_by_rating"))?.columns).toBe(
      "((indexed#>>'{rating}')::float8) DESC NULLS LAST, ((indexed#>>'{rating_count}')::float8) DESC NULLS LAST, (indexed#>>'{id}') ASC NULLS LAST",
    )
    for (const index of indexes) expect(index.name.length).toBeLessThanOrEqual(63)
  })
})

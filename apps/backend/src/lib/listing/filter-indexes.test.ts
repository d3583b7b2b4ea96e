import { buildIndexPlan } from "@medusajs/search-postgres/dist/utils/plan"
import { toWhereClause } from "@medusajs/search-postgres/dist/utils/filters"
import { defineSearchIndex } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { LISTING_CURRENCIES, PRICE_SLOTS } from "./currencies"
import { filterExpression, listingPriceFilterIndexes } from "./filter-indexes"
import { listingIndex } from "./listing-index"
import { listingFilters } from "./query"

// Declaring an index registers it with the running Medusa, which a unit test has none of.
;(globalThis as any).MedusaModule ??= { setSearchIndex: () => {} }
const plan = buildIndexPlan(defineSearchIndex(listingIndex) as any)

describe("listing price filter indexes", () => {
  it.each(LISTING_CURRENCIES)("%s: one per price slot, each on an expression the provider's own price filter compares", (currency) => {
    const where = toWhereClause(listingFilters({ currency, price: { min: 5, max: 30 }, facets: {} }) as any, plan)!.sql
    const indexes = listingPriceFilterIndexes("search_pg_listing_v1").filter((index) => index.name.includes(`_price_${currency}_`))
    expect(indexes).toHaveLength(PRICE_SLOTS)
    for (const index of indexes) {
      const expression = index.columns.slice(1, -1)
      expect(where).toContain(`${expression} >= ?`)
      expect(where).toContain(`${expression} <= ?`)
    }
  })

  it("writes a nested field's path as the provider does", () => {
    expect(filterExpression("from_price_eur")).toBe("(indexed->>'from_price_eur')::float8")
    expect(filterExpression("prices_jpy.p3")).toBe("(indexed->'prices_jpy'->>'p3')::float8")
  })

  it("fit PostgreSQL's 63-character names", () => {
    for (const index of listingPriceFilterIndexes("search_pg_listing_v12")) expect(index.name.length).toBeLessThanOrEqual(63)
  })
})

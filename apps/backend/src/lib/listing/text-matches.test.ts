import { PostgresSearchService } from "@medusajs/search-postgres/dist/services/postgres-search"
import { buildIndexPlan } from "@medusajs/search-postgres/dist/utils/plan"
import { defineSearchIndex } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { listingIndex } from "./listing-index"
import { TEXT_MATCH_SQL } from "./text-matches"

// Declaring an index registers it with the running Medusa, which a unit test has none of.
;(globalThis as any).MedusaModule ??= { setSearchIndex: () => {} }
const definition = defineSearchIndex(listingIndex) as any
const plan = buildIndexPlan(definition)

describe("the teas matching a text", () => {
  it("are those the provider's own search matches, with typo tolerance off as the listing asks", () => {
    const provider = new PostgresSearchService({ manager: { execute: async () => [] }, logger: console } as any)
    const params: unknown[] = []
    const { matchSql } = (provider as any).keywordFragments({
      query: { q: " darjeeling flush ", search_options: { typo_tolerance: false }, index: { name: "listing", settings: definition.settings ?? {} } },
      catalog: { plan, table_name: "search_pg_listing_v1" },
    })
    expect(matchSql(params)).toBe(TEXT_MATCH_SQL)
    expect(params).toEqual(["darjeeling flush"])
  })
})

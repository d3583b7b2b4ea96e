import type { MedusaContainer, SearchFilters } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { LISTING_INDEX } from "./listing-index"
import { listingGeneration } from "./listing-generation"
import { searchTolerantly } from "./tolerant-search"
import { evictableCache } from "../cache/evictable-cache"

export interface CatalogueSearch {
  q: string
  /** The shopper's sales channels (their publishable key's, or those of them asked for). */
  salesChannelIds: string[]
  typeIds?: string[]
  skip: number
  take: number
}

/**
 * The teas matching `q`, most relevant first, from the listing's search index (published teas only):
 * v1's `q` and `POST /store/products/search` search what the storefront's listing searches, with its
 * typo tolerance (tolerant-search.ts). The v1 plugin runs it through workflows/listing/search-catalogue.ts.
 */
export async function searchCatalogue(scope: MedusaContainer, criteria: CatalogueSearch): Promise<{ ids: string[]; count: number }> {
  const and: Record<string, unknown>[] = [{ sales_channel_ids: { $overlaps: criteria.salesChannelIds } }]
  if (criteria.typeIds?.length) and.push({ type_id: { $in: criteria.typeIds } })
  const search = scope.resolve(Modules.SEARCH)
  const run = (text: string) =>
    search.search({
      entity: LISTING_INDEX,
      fields: ["id"],
      filters: { $and: and, q: text } as SearchFilters,
      pagination: { skip: criteria.skip, take: criteria.take },
      search_options: { typo_tolerance: false, count: "exact" },
    })
  const generation = await listingGeneration(evictableCache(scope))
  const { result } = await searchTolerantly(scope, generation, criteria.q, run, (found) => (found.metadata.count ?? 0) > 0)
  return { ids: result.hits.map((hit) => hit.id), count: result.metadata.count ?? 0 }
}

/**
 * The listing's count and facet counts per query (filters, text, currency), which do not change from one
 * page or sort to the next, and each page of a query's teas in a sort (their documents as the index answered
 * them; the cards' prices are worked out per request). Kept in each process's memory for a short while,
 * keyed by the listing's generation (lib/listing/listing-generation.ts). The time limit bounds what no event
 * announces (a reindex) and frees memory.
 */
import type { ListingFacets } from "@leafline/shop-contract"
import { LRUCache } from "lru-cache"

export interface ListingSummary {
  count: number
  facets: ListingFacets
  /** The text that found the teas: the shopper's, or the catalogue's words closest to it (tolerant-search.ts). */
  searchedFor?: string
}

const TIME_LIMIT_MS = 30_000
const MAX_ENTRIES = 500

/** A query's summary key, under the listing's generation as the request read it. */
export const listingSummaryKey = (generation: string, query: { filters: unknown; q?: string; currency: string }) =>
  JSON.stringify({ generation, filters: query.filters, q: query.q, currency: query.currency })

/** A page of a query's teas: each document as the index answered it, with its id. */
export type ListingPage = Record<string, unknown>[]

function createKept<Kept extends object>(now?: () => number) {
  return new LRUCache<string, Kept>({
    max: MAX_ENTRIES,
    ttl: TIME_LIMIT_MS,
    // lru-cache reuses a clock reading for a millisecond of real time; a test's clock jumps in between.
    ...(now && { perf: { now }, ttlResolution: 0 }),
  })
}

/**
 * One process's summaries (the route keeps one; a test can make several, as several processes would),
 * the least recently read dropped first when full. `now` replaces the clock in a test.
 */
export const createListingSummaries = (now?: () => number) => createKept<ListingSummary>(now)

export const listingSummaries = createListingSummaries()

/** A page's key: its query's summary key, the sort and the page number. */
export const listingPageKey = (summaryKey: string, sort: string, page: number) => JSON.stringify([summaryKey, sort, page])

/** One process's pages, kept as the summaries are. */
export const createListingPages = (now?: () => number) => createKept<ListingPage>(now)

export const listingPages = createListingPages()

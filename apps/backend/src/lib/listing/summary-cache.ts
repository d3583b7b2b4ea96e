/**
 * The listing's count and facet counts per query (filters, text, currency), kept for a short while:
 * they cost a scan of every matching document each, and do not change from one page or sort to the
 * next. The hits themselves are never cached. Kept in each process's memory, keyed by the listing's
 * generation (lib/listing/listing-generation.ts, shared through Medusa's Cache Module): the catalogue
 * changes are handled on the worker, which renews the generation, so no server process reads a count
 * kept before the change. The time limit bounds what no event announces (a reindex) and frees memory.
 */
import type { ListingFacets } from "@leafline/listing-contract"

export interface ListingSummary {
  count: number
  facets: ListingFacets
  /** Whether the text query only found teas with typo tolerance. */
  typoTolerance: boolean
}

const TIME_LIMIT_MS = 30_000
const MAX_ENTRIES = 500

/** A query's summary key, under the listing's generation as the request read it. */
export const listingSummaryKey = (generation: string, query: { filters: unknown; q?: string; currency: string }) =>
  JSON.stringify({ generation, filters: query.filters, q: query.q, currency: query.currency })

/** One process's summaries (the route keeps one; a test can make several, as several processes would). */
export function createListingSummaries() {
  const entries = new Map<string, { summary: ListingSummary; expires: number }>()
  return {
    get(key: string, now = Date.now()): ListingSummary | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires <= now) {
        entries.delete(key)
        return undefined
      }
      return entry.summary
    },
    set(key: string, summary: ListingSummary, now = Date.now()) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
      entries.set(key, { summary, expires: now + TIME_LIMIT_MS })
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

export const listingSummaries = createListingSummaries()

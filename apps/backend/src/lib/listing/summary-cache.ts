/**
 * The listing's count and facet counts per query (filters, text, currency), kept for a short while:
 * they cost a scan of every matching document each, and do not change from one page or sort to the
 * next. The hits themselves are never cached. Cleared when the catalogue changes (see
 * subscribers/listing-sync.ts); the time limit bounds how stale another server instance's
 * copy can be.
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

const entries = new Map<string, { summary: ListingSummary; expires: number }>()

export const listingSummaries = {
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

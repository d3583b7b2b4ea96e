import type { ICacheService } from "@medusajs/framework/types"
import { currentVersion, renewVersion } from "../cache/answer-versions"

/**
 * Everything the listing keeps between requests (the shop's scope: regions, sales channels, tea types;
 * each tea's priced card variants; each query's count and facets) is kept under one generation, held in
 * the evictable cache (lib/cache/evictable-cache.ts): in the cache's Redis, so every server process reads the
 * same one (dropped there, a new one is made, and what was kept under the old is not read again). The listing's
 * subscribers (subscribers/listing-sync.ts, listing-scope-cache.ts, price-list-page-purge.ts) give it a
 * new value after each change they handle. They run on the worker, not on the servers, so nothing a server
 * keeps in its own memory could be cleared by them: a server only ever reads what it kept under the
 * generation it read from the shared cache at the start of the request. What a request computed from data
 * read before a change therefore lands under the old generation, which no later request reads, and is
 * dropped by its own time limit.
 */
export const LISTING_GENERATION_KEY = "leafline:listing:generation"

/** The generation a listing request reads and keeps under (read once, at its start). */
export const listingGeneration = (cache: ICacheService) => currentVersion(cache, LISTING_GENERATION_KEY)

/** After a change: every process stops reading what the listing kept before it. */
export const forgetListing = (cache: ICacheService) => renewVersion(cache, LISTING_GENERATION_KEY)

import type { ICacheService } from "@medusajs/framework/types"
import { currentVersion, renewVersion } from "../cache/answer-versions"

/**
 * Everything the listing keeps between requests (its scope, the cards' prices, each query's count, facets
 * and pages) is kept under one generation, in the evictable cache that every process reads. The listing's
 * subscribers renew it after each change; they run on the worker, which could clear nothing a server keeps in
 * its own memory. So a request reads the generation once, at its start, and keeps what it computes under it:
 * what was computed from data read before a change lands under the old generation, which no later request
 * reads, and goes by its own time limit.
 */
export const LISTING_GENERATION_KEY = "leafline:listing:generation"

/** The generation a listing request reads and keeps under (read once, at its start). */
export const listingGeneration = (cache: ICacheService) => currentVersion(cache, LISTING_GENERATION_KEY)

/** After a change: every process stops reading what the listing kept before it. */
export const forgetListing = (cache: ICacheService) => renewVersion(cache, LISTING_GENERATION_KEY)

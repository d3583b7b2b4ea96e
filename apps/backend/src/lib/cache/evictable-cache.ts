import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"

/**
 * Medusa's Cache Module a second time, under a key of its own, for what is only a copy (versions of kept
 * answers, the listing's generation, scope and priced cards): any of them may be dropped at any moment, and
 * a dropped version or generation comes back as a new one, under which nothing was kept. medusa-config.ts
 * puts it in the cache's Redis (CACHE_REDIS_URL, which evicts), else in REDIS_URL's, else in memory. What
 * must keep every key (idempotency answers, the lift a reset gives a sign-in throttle) stays in
 * Modules.CACHE, on the queues' Redis, which never evicts.
 */
export const EVICTABLE_CACHE = "evictableCache"

export const evictableCache = (scope: Pick<MedusaContainer, "resolve">) => scope.resolve<ICacheService>(EVICTABLE_CACHE)

import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"

/**
 * Medusa's Cache Module a second time, under a key of its own, for what is only a copy: the versions of kept
 * answers (lib/cache/answer-versions.ts), the listing's generation, its scope and its priced cards. Any of
 * them may be dropped at any moment and the next request reads the database again; a version or generation
 * that is dropped comes back as a new one, under which nothing was kept. medusa-config.ts puts it in the
 * cache's Redis (CACHE_REDIS_URL, which evicts at its maxmemory), else in REDIS_URL's, else in memory.
 *
 * What must keep every key (idempotency answers, throttle counts, the lift a reset gives a sign-in throttle)
 * stays in Modules.CACHE, on the queues' Redis, which never evicts.
 */
export const EVICTABLE_CACHE = "evictableCache"

export const evictableCache = (scope: Pick<MedusaContainer, "resolve">) => scope.resolve<ICacheService>(EVICTABLE_CACHE)

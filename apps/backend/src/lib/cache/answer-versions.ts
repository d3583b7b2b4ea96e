import crypto from "node:crypto"
import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { evictableCache } from "./evictable-cache"

/**
 * Versions of kept route answers (lib/cache/kept-answers.ts), in the evictable cache (lib/cache/evictable-cache.ts:
 * the cache's Redis, so every process shares them): what changes the answers gives their version a new value,
 * and what was kept under the old one is never read again (it expires on its own). A version the cache drops
 * comes back as a new one: what was kept under the old is not read again either.
 */
const VERSION_TTL_SECONDS = 24 * 60 * 60

export async function currentVersion(cache: ICacheService, versionKey: string): Promise<string> {
  const version = await cache.get<string>(versionKey)
  if (version) return version
  const fresh = crypto.randomUUID()
  await cache.set(versionKey, fresh, VERSION_TTL_SECONDS)
  return fresh
}

/** Forgets every answer kept under `versionKey`. */
export async function renewVersion(cache: ICacheService, versionKey: string) {
  await cache.set(versionKey, crypto.randomUUID(), VERSION_TTL_SECONDS)
}

/**
 * The catalogue's version: guests' product answers and every kept cart answer (a line's tea house is read
 * from the catalogue) are kept under it, and it is renewed with every change the storefront is told of
 * (lib/storefront/notify-storefront.ts, from the subscribers, which run on the worker).
 */
export const CATALOGUE_ANSWERS = "catalogue"

export const forgetCatalogueAnswers = (scope: MedusaContainer) => renewVersion(evictableCache(scope), CATALOGUE_ANSWERS)

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ICacheService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { type FailureCount, withOneMoreFailure } from "./failure-throttle"

/**
 * Where the throttles on guessing (lib/http/failure-throttle.ts) keep their counts: Medusa's cache module
 * (Redis with REDIS_URL), so that every server process counts together.
 */
export const failureCache = (req: MedusaRequest) => req.scope.resolve<ICacheService>(Modules.CACHE)

export function readCounts(cache: ICacheService, keys: string[]): Promise<(FailureCount | null)[]> {
  return Promise.all(keys.map((key) => cache.get<FailureCount>(key)))
}

/** Counts one more failure under `key`, given the count read before it; a named repeat counts once. */
export async function countFailure(cache: ICacheService, key: string, kept: FailureCount | null, name?: string) {
  const next = withOneMoreFailure(kept, Date.now(), name)
  if (next) await cache.set(key, next.record, next.ttlSeconds)
}

/** A throttle's refusal: 429, with how many seconds to wait in Retry-After and in words. */
export function refuseTooMany(res: MedusaResponse, seconds: number, message: string) {
  res.status(429).set("Retry-After", String(seconds)).json({ type: "not_allowed", message })
}

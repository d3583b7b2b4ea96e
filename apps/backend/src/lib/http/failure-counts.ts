import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ICacheService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { answerUnderLock } from "../locking/answer-under-lock"
import { type FailureCount, longestWait, withOneMoreFailure } from "./failure-throttle"

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

export interface PairedThrottle {
  /** What is guessed at (a cart, an order number) and who guesses (the client), counted apart. */
  keys: [string, string]
  /** How long a request waits for the one before it with either key. */
  waitSeconds: number
  /** The 429's words when that wait runs out. */
  busyMessage: string
  /** The 429's words when either key has failed too often, given the seconds to wait. */
  tooManyMessage: (seconds: number) => string
  /** What the work counts, named in the warning when only that failed. */
  bookkeeping: string
}

/**
 * A throttle on guessing counted under two keys: requests sharing either take turns (answerUnderLock), so
 * guesses sent side by side are counted one after another; once either key has failed too often the
 * request is a 429 with Retry-After before `work` runs. `work` is given the counts read for the keys and
 * the cache, to count its failure with countFailure.
 */
export async function underPairedThrottle(
  req: MedusaRequest,
  res: MedusaResponse,
  throttle: PairedThrottle,
  work: (counts: (FailureCount | null)[], cache: ICacheService) => Promise<void>,
) {
  const cache = failureCache(req)
  const onBusy = () => refuseTooMany(res, 1, throttle.busyMessage)
  const lock = { key: throttle.keys, waitSeconds: throttle.waitSeconds, onBusy, bookkeeping: throttle.bookkeeping }
  await answerUnderLock(req, res, lock, async () => {
    const counts = await readCounts(cache, throttle.keys)
    const wait = longestWait(counts, Date.now())
    if (wait > 0) return refuseTooMany(res, wait, throttle.tooManyMessage(wait))
    await work(counts, cache)
  })
}

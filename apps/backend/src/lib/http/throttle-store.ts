import Redis from "ioredis"
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from "rate-limiter-flexible"

type LimiterOptions = NonNullable<ConstructorParameters<typeof RateLimiterMemory>[0]> & { keyPrefix: string }

let redis: Redis | undefined

/**
 * A rate-limiter-flexible limiter for the shop's throttles: in REDIS_URL's Redis (the one that evicts
 * nothing), so that every server process counts together, else in this process's memory (the shop without
 * Redis runs one back-end process).
 */
export function throttleLimiter(options: LimiterOptions): RateLimiterAbstract {
  const url = process.env.REDIS_URL
  if (!url) return new RateLimiterMemory(options)
  redis ??= new Redis(url, { lazyConnect: true })
  return new RateLimiterRedis({ ...options, storeClient: redis })
}

/** The whole seconds a refusal says to wait (Retry-After), at least one. */
export const secondsToWait = (refused: RateLimiterRes) => Math.max(1, Math.ceil(refused.msBeforeNext / 1000))

/**
 * The back end's "these changed" call to each page cache in front of the storefront (Varnish,
 * varnish/leafline.vcl): `PURGE` with `Authorization: Bearer <PAGE_CACHE_PURGE_SECRET>` and the cache
 * tags (CACHE_TAGS in @leafline/shop-contract) in `xkey-purge`. Every kept page built on them is rendered
 * again on its next request; Next itself keeps no copy. A failed call is logged, never thrown: the change
 * itself is done, and the kept pages' time limit is the backstop for a call that never arrived.
 */
import type { Logger } from "@medusajs/framework/types"
import { PAGE_PURGE_RETRY_POLICY, type RetryPolicy, withRetries } from "@leafline/shop-contract"

export interface PagePurgeClientOptions {
  /** The page caches in front of the storefront, one per machine (STOREFRONT_PAGE_CACHE_URLS); none, no call. */
  pageCacheUrls: string[]
  /** PAGE_CACHE_PURGE_SECRET; without one, no call is made. */
  secret?: string
  logger: Pick<Logger, "info" | "warn">
  /** How long one call may take before it counts as unanswered. */
  timeoutMs?: number
  retryPolicy?: RetryPolicy
  sleep?: (ms: number) => Promise<void>
}

export interface PagePurgeClient {
  /** Purges `tags` from every page cache: one call each, or more when the tags do not fit one header. Never throws. */
  purge(tags: string[]): Promise<void>
}

/** How many tags a failure's log line names before it only counts the rest. */
const LOGGED_TAGS = 20

const describeTags = (tags: string[]) =>
  tags.length <= LOGGED_TAGS ? tags.join(", ") : `${tags.slice(0, LOGGED_TAGS).join(", ")} and ${tags.length - LOGGED_TAGS} more`

async function failureReason(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === "string" ? `${response.status}: ${body.message}` : `${response.status}`
}

function networkReason(error: unknown): string {
  const { name, message, cause } = error as { name?: string; message?: string; cause?: { code?: string; message?: string } }
  if (name === "TimeoutError") return "no answer in time"
  return cause?.code ?? cause?.message ?? message ?? String(error)
}

/**
 * The most characters of tags one purge names: Varnish refuses a request header over 8 kB
 * (http_req_hdr_len), and a tea's tag is its handle.
 */
export const MAX_PURGE_HEADER_LENGTH = 4000

/** `tags` in runs whose space-separated list fits one purge's header. */
export function purgeBatches(tags: string[], maxLength = MAX_PURGE_HEADER_LENGTH): string[][] {
  const batches: string[][] = []
  let length = 0
  for (const tag of tags) {
    const last = batches.at(-1)
    if (last && length + 1 + tag.length <= maxLength) {
      last.push(tag)
      length += 1 + tag.length
    } else {
      batches.push([tag])
      length = tag.length
    }
  }
  return batches
}

/** A call the storefront refused (`status`) or did not answer. */
class PurgeFailure extends Error {
  constructor(
    reason: string,
    readonly status?: number,
  ) {
    super(reason)
  }
}

export function createPagePurgeClient(options: PagePurgeClientOptions): PagePurgeClient {
  const { logger, secret, timeoutMs = 5_000, retryPolicy = PAGE_PURGE_RETRY_POLICY } = options
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const pageCaches = options.pageCacheUrls.map((url) => `${url.replace(/\/+$/, "")}/`)
  let toldNoSecret = false

  /** One try of a purge of `tags` from the page cache at `cacheUrl`. */
  async function purgeAt(cacheUrl: string, tags: string[]): Promise<void> {
    let response: Response
    try {
      response = await fetch(cacheUrl, {
        method: "PURGE",
        headers: { authorization: `Bearer ${secret}`, "xkey-purge": tags.join(" ") },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new PurgeFailure(networkReason(error))
    }
    if (response.ok) {
      await response.body?.cancel()
      return
    }
    throw new PurgeFailure(await failureReason(response), response.status)
  }

  async function send(cacheUrl: string, tags: string[], call: () => Promise<void>) {
    let tries = 0
    try {
      await withRetries(
        retryPolicy,
        () => (tries++, call()),
        (error) => (error instanceof PurgeFailure ? { status: error.status } : null),
        { method: "POST", hasIdempotencyKey: false },
        sleep,
      )
    } catch (error) {
      const reason = error instanceof PurgeFailure ? error.message : networkReason(error)
      logger.warn(`Page cache purge at ${cacheUrl} failed (${reason}; ${tries} ${tries === 1 ? "try" : "tries"}) for tags: ${describeTags(tags)}`)
    }
  }

  return {
    async purge(tags) {
      const unique = [...new Set(tags)]
      if (!unique.length || !pageCaches.length) return
      if (!secret) {
        if (!toldNoSecret) {
          // A warning: the process that handles catalogue events (the worker, when the back end runs as
          // servers and a worker) is the one that needs the secret, and without it pages stay stale.
          logger.warn(
            "PAGE_CACHE_PURGE_SECRET is not set in this process, which handles the catalogue's events: the page cache is not told when the catalogue changes",
          )
          toldNoSecret = true
        }
        return
      }
      for (const cacheUrl of pageCaches) {
        for (const batch of purgeBatches(unique)) await send(cacheUrl, batch, () => purgeAt(cacheUrl, batch))
      }
    },
  }
}

/**
 * The retry policy of the browser's calls to the store API (lib/backend/browser.ts; the back end's revalidation
 * calls to the storefront have their own), from spec sections 8 and 9 reconciled:
 * - Section 9 lists a generic HTTP library's defaults (methods GET, HEAD, PUT, OPTIONS, DELETE; statuses
 *   100-199, 429, 500-599); section 8 says what this shop retries: network errors, 409 and "5xx above 500".
 *   So: 409, 429 and 501-599. A 500 is a bug on the server, and the same request would hit it again;
 *   1xx never reaches a fetch caller as a final answer.
 * - Only a request that can safely run twice is retried: an idempotent method, or a POST carrying an
 *   idempotency key (section 9: with retries on, POSTs carry one), which the server uses to answer a
 *   repeat with the first result instead of acting again.
 * - Up to 3 retries after an answer, 2 when none came (the request may never have left, or the server may
 *   be down: no point hammering it).
 * - Wait 100 ms × 2^retries made, or what the server's Retry-After asks, never more than 5 minutes.
 */
export const STORE_API_RETRY_POLICY = {
  retries: 3,
  retriesWithoutResponse: 2,
  baseDelayMs: 100,
  maxRetryAfterMs: 300_000,
  idempotentMethods: ["GET", "HEAD", "PUT", "OPTIONS", "DELETE"],
  retryableStatuses: [409, 429],
  /** 5xx above 500. */
  retryableStatusRange: { from: 501, to: 599 },
} as const

export interface RequestFailure {
  method: string
  /** Retries already made: 0 for the first failure. */
  attempt: number
  /** The answer's status; undefined when no answer came (a network error). */
  status?: number
  /** The answer's Retry-After header: seconds, or an HTTP date. */
  retryAfter?: string | null
  hasIdempotencyKey: boolean
  /** The current time (ms since the epoch), for a Retry-After given as a date. */
  now?: number
}

/** How long to wait before retrying a failed request, in ms; null when it must not be retried. */
export function storeApiRetryDelay(failure: RequestFailure): number | null {
  const { method, attempt, status, retryAfter, hasIdempotencyKey, now = Date.now() } = failure
  if (!canRepeat(method.toUpperCase(), hasIdempotencyKey)) return null
  const noResponse = status === undefined
  if (!noResponse && !isRetryableStatus(status)) return null
  const limit = noResponse ? STORE_API_RETRY_POLICY.retriesWithoutResponse : STORE_API_RETRY_POLICY.retries
  if (attempt >= limit) return null
  const asked = parseRetryAfter(retryAfter, now)
  const delay = asked ?? STORE_API_RETRY_POLICY.baseDelayMs * 2 ** attempt
  return Math.min(delay, STORE_API_RETRY_POLICY.maxRetryAfterMs)
}

function canRepeat(method: string, hasIdempotencyKey: boolean): boolean {
  return (STORE_API_RETRY_POLICY.idempotentMethods as readonly string[]).includes(method) || (method === "POST" && hasIdempotencyKey)
}

function isRetryableStatus(status: number): boolean {
  const { from, to } = STORE_API_RETRY_POLICY.retryableStatusRange
  return (STORE_API_RETRY_POLICY.retryableStatuses as readonly number[]).includes(status) || (status >= from && status <= to)
}

/** Retry-After in ms: delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim()
  if (!text) return null
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000
  // Every HTTP date form starts with the weekday; Date.parse alone would take "-1" for a year.
  const date = /^[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

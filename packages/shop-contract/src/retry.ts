/**
 * When a failed call is tried again, written once for both directions: each direction has its own named
 * policy, and one loop (`withRetries`) follows whichever it is given.
 */
export interface RetryPolicy {
  /** Retries after an answer that the policy retries. */
  retries: number
  /** Retries when no answer came (the request may never have left, or the other side is restarting). */
  retriesWithoutResponse: number
  /** The first wait; each retry doubles it. */
  baseDelayMs: number
  /** The longest wait, whatever Retry-After asks. */
  maxDelayMs: number
  /** Statuses that are tried again. */
  retryableStatus: (status: number) => boolean
  /** Whether the request may run twice (idempotent, or made so by an idempotency key). */
  canRepeat: (request: RepeatableRequest) => boolean
}

export interface RepeatableRequest {
  method: string
  hasIdempotencyKey: boolean
}

const IDEMPOTENT_METHODS = ["GET", "HEAD", "PUT", "OPTIONS", "DELETE"]

/**
 * The browser's calls to the store API (spec sections 8 and 9, reconciled):
 * - Section 9 lists a generic HTTP library's defaults (methods GET, HEAD, PUT, OPTIONS, DELETE; statuses
 *   100-199, 429, 500-599); section 8 says what this shop retries: network errors, 409 and "5xx above 500".
 *   So: 409, 429 and 501-599. A 500 is a bug on the server, and the same request would hit it again;
 *   1xx never reaches a fetch caller as a final answer.
 * - Only a request that can safely run twice is retried: an idempotent method, or a POST carrying an
 *   idempotency key (section 9: with retries on, POSTs carry one), which the server uses to answer a
 *   repeat with the first result instead of acting again.
 * - Up to 3 retries after an answer, 2 when none came (no point hammering a server that may be down).
 * - Wait 100 ms × 2^retries made, or what the server's Retry-After asks, never more than 5 minutes.
 */
export const STORE_API_RETRY_POLICY: RetryPolicy = {
  retries: 3,
  retriesWithoutResponse: 2,
  baseDelayMs: 100,
  maxDelayMs: 300_000,
  retryableStatus: (status) => status === 409 || status === 429 || (status >= 501 && status <= 599),
  canRepeat: ({ method, hasIdempotencyKey }) => {
    const upper = method.toUpperCase()
    return IDEMPOTENT_METHODS.includes(upper) || (upper === "POST" && hasIdempotencyKey)
  },
}

/**
 * The back end's "these changed" purges of the page caches in front of the storefront: after no answer (a
 * cache may be restarting) or any 5xx, up to 3 more times, 250 ms, 500 ms then 1 s apart, so a change still
 * reaches the pages within seconds. Unlike the store API's policy a 500 is retried: a purge is idempotent.
 * Never after a 4xx: a wrong secret or no tags would be just as wrong the next time.
 */
export const PAGE_PURGE_RETRY_POLICY: RetryPolicy = {
  retries: 3,
  retriesWithoutResponse: 3,
  baseDelayMs: 250,
  maxDelayMs: 1_000,
  retryableStatus: (status) => status >= 500 && status <= 599,
  canRepeat: () => true,
}

export interface RequestFailure extends RepeatableRequest {
  /** Retries already made: 0 for the first failure. */
  attempt: number
  /** The answer's status; undefined when no answer came (a network error, a timeout). */
  status?: number
  /** The answer's Retry-After header: seconds, or an HTTP date. */
  retryAfter?: string | null
  /** The current time (ms since the epoch), for a Retry-After given as a date. */
  now?: number
}

/** How long to wait before retrying a failed request, in ms; null when it must not be retried. */
export function retryDelay(policy: RetryPolicy, failure: RequestFailure): number | null {
  const { attempt, status, retryAfter, now = Date.now() } = failure
  if (!policy.canRepeat(failure)) return null
  const noResponse = status === undefined
  if (!noResponse && !policy.retryableStatus(status)) return null
  if (attempt >= (noResponse ? policy.retriesWithoutResponse : policy.retries)) return null
  const asked = parseRetryAfter(retryAfter, now)
  return Math.min(asked ?? policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs)
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

/**
 * What a failed call's error says: its answer's status and Retry-After, no status when no answer came;
 * null when the error is not the transport's (a bug, an unreadable answer) and must not be retried.
 */
export type FailureDescription = { status?: number; retryAfter?: string | null } | null

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs a request, repeating it as the policy allows; the last error is thrown. An aborted request is never repeated. */
export async function withRetries<T>(
  policy: RetryPolicy,
  run: (attempt: number) => Promise<T>,
  describe: (error: unknown) => FailureDescription,
  request: RepeatableRequest,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run(attempt)
    } catch (error) {
      if (isAbort(error)) throw error
      const failure = describe(error)
      const delay = failure && retryDelay(policy, { ...request, ...failure, attempt })
      if (delay === null) throw error
      await sleep(delay)
    }
  }
}

/** The caller gave up on the request (its AbortSignal fired): never repeat it. */
function isAbort(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError"
}

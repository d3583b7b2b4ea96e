import type { FailureDescription } from "@leafline/shop-contract"

/**
 * What a failed call of the js-sdk's `Client.fetch` says, for the retry policy. The sdk throws:
 * - an answer with a status of 300 or more: its `FetchError` (message: the body's `message`, else the status
 *   text; `status`, `statusText`). The answer's headers are dropped, so there is never a Retry-After.
 * - no answer: the platform's fetch `TypeError` ("Failed to fetch", "fetch failed", "Load failed"...).
 * - an aborted request: the signal's `AbortError` (withRetries never repeats it).
 * Anything else (an unreadable body of a 2xx, a bug) is not the transport's: null, not retried.
 * Read by shape, not `instanceof FetchError`, so the sdk stays out of the first page's script.
 */
export function describeStoreFetchFailure(error: unknown): FailureDescription {
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === "number") return { status }
  if (error instanceof TypeError) return {}
  return null
}

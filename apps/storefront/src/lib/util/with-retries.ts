import { storeApiRetryDelay } from "./retry-policy"

/**
 * What a failed request's error says: its answer's status and Retry-After, no status when no answer came;
 * null when the error is not the transport's (a bug, an unreadable answer) and must not be retried.
 */
export type FailureDescription = { status?: number; retryAfter?: string | null } | null

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs a request, repeating it as the retry policy allows; the last error is thrown. */
export async function withRetries<T>(
  run: () => Promise<T>,
  describe: (error: unknown) => FailureDescription,
  request: { method: string; hasIdempotencyKey: boolean },
  sleep: (ms: number) => Promise<void> = wait,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (isAbort(error)) throw error
      const failure = describe(error)
      const delay = failure && storeApiRetryDelay({ ...request, ...failure, attempt })
      if (delay === null) throw error
      await sleep(delay)
    }
  }
}

/** The caller gave up on the request (its AbortSignal fired): never repeat it. */
function isAbort(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError"
}

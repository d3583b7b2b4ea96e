/**
 * When a revalidation call is tried again: after no answer (the storefront may be restarting) or a
 * 5xx, up to 3 more times, 250 ms, 500 ms then 1 s apart, so a change still reaches the pages within
 * seconds. Never after a 4xx: a wrong secret or a bad body would be just as wrong the next time.
 */
export const REVALIDATION_RETRY_POLICY = { retries: 3, baseDelayMs: 250 }

export interface RevalidationAttempt {
  /** How many retries were already made: 0 after the first call. */
  attempt: number
  /** The answer's status; none when no answer came (network error, timeout). */
  status?: number
}

/** How long to wait before the next try, or null to give up (or when the call succeeded). */
export function revalidationRetryDelay({ attempt, status }: RevalidationAttempt, policy = REVALIDATION_RETRY_POLICY): number | null {
  if (attempt >= policy.retries) return null
  if (status !== undefined && (status < 500 || status > 599)) return null
  return policy.baseDelayMs * 2 ** attempt
}

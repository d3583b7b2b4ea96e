/**
 * The policy shared by the shop's throttles on guessing (passwords at sign-in, promotion codes): failures
 * are counted per key, and after FREE_FAILURES of them each further attempt must wait, twice as long after
 * each new failure, up to MAX_WAIT_SECONDS. A count is forgotten WINDOW_SECONDS after the wait that
 * followed its last failure has passed. What a key names (an account and a client, a cart) is the
 * throttle's own business; so is whether a success forgets the count.
 */

export const FREE_FAILURES = 5
export const FIRST_WAIT_SECONDS = 30
export const MAX_WAIT_SECONDS = 15 * 60
export const WINDOW_SECONDS = 15 * 60

/** The most failures a count remembers by name (see withOneMoreFailure); older ones may count again. */
export const MAX_NAMED_FAILURES = 50

/** What is kept per key: how many attempts failed, when the last one did (ms since epoch), and which. */
export interface FailureCount {
  failures: number
  last_failure_at: number
  /** The failures counted so far, when they are named: the same failure again counts once. */
  named?: string[]
}

/** How long to wait after the last of `failures` before the next attempt is checked. */
export function waitSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES))
}

/** Whole seconds until an attempt may be checked again; 0 when it may be now. */
export function secondsUntilNextAttempt(kept: FailureCount | null | undefined, now: number): number {
  if (!kept) return 0
  const allowedAt = kept.last_failure_at + waitSeconds(kept.failures) * 1000
  return Math.max(0, Math.ceil((allowedAt - now) / 1000))
}

/** The longest wait any of the counts asks for. */
export function longestWait(counts: (FailureCount | null | undefined)[], now: number): number {
  return Math.max(0, ...counts.map((kept) => secondsUntilNextAttempt(kept, now)))
}

/**
 * The count after one more failure at `now`, and how long to keep it (whole seconds, as Redis needs),
 * so that a wait never outlasts its count. A named failure the count holds already changes nothing
 * (null): trying the same wrong thing again learns nothing new.
 */
export function withOneMoreFailure(
  kept: FailureCount | null | undefined,
  now: number,
  name?: string,
): { record: FailureCount; ttlSeconds: number } | null {
  if (name !== undefined && kept?.named?.includes(name)) return null
  const failures = (kept?.failures ?? 0) + 1
  const record: FailureCount = { failures, last_failure_at: now }
  if (name !== undefined) record.named = [...(kept?.named ?? []), name].slice(-MAX_NAMED_FAILURES)
  return { record, ttlSeconds: waitSeconds(failures) + WINDOW_SECONDS }
}

/** A wait as a person reads it: in seconds up to two minutes, in minutes beyond. */
export function waitInWords(seconds: number): string {
  return seconds < 120 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`
}

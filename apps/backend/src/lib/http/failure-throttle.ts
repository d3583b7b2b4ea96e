/**
 * The policy shared by the shop's throttles on guessing (passwords at sign-in, promotion codes): failures
 * are counted per key, and after FREE_FAILURES of them each further attempt must wait, twice as long after
 * each new failure, up to MAX_WAIT_SECONDS. A count is forgotten WINDOW_SECONDS after its first failure,
 * or once past the free ones, WINDOW_SECONDS after the wait that followed its last failure. What a key
 * names (an account and a client, a cart) is the throttle's own business; so is whether a success forgets
 * the count. The counts are kept by lib/http/failure-counts.ts.
 */

export const FREE_FAILURES = 5
export const FIRST_WAIT_SECONDS = 30
export const MAX_WAIT_SECONDS = 15 * 60
export const WINDOW_SECONDS = 15 * 60

/** How long to wait after the last of `failures` before the next attempt is checked. */
export function waitSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES))
}

/** A wait as a person reads it: in seconds up to two minutes, in minutes beyond. */
export function waitInWords(seconds: number): string {
  return seconds < 120 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`
}

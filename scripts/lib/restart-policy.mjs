// When a supervised process is started again after it stopped on its own: at once after a long run,
// with a doubling wait (up to 30 s) while it keeps stopping soon after it starts, so a process that
// cannot start does not spin a core.
export const STABLE_RUN_MS = 30_000
export const FIRST_WAIT_MS = 250
export const LONGEST_WAIT_MS = 30_000

/** The wait before the next start, from how long the last run lasted and the wait before it. */
export function nextRestartWait(ranMs, previousWaitMs = 0) {
  if (ranMs >= STABLE_RUN_MS) return FIRST_WAIT_MS
  return Math.min(LONGEST_WAIT_MS, Math.max(FIRST_WAIT_MS, previousWaitMs * 2))
}

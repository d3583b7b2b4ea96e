// When a supervised process is started again after it stopped on its own: at once after a long run or after
// it had started (a cluster instance that listened), with a doubling wait (up to 30 s) while it keeps stopping
// before it starts, so a process that cannot start does not spin a core.
export const STABLE_RUN_MS = 30_000
export const FIRST_WAIT_MS = 250
export const LONGEST_WAIT_MS = 30_000

/**
 * The wait before the next start, from how long the last run lasted, whether it had started (listened), and
 * the wait before it. A process killed while serving is started again at once however often it happens: each
 * restart costs a start, not a spin, and the shop needs it back.
 */
export function nextRestartWait(ranMs, previousWaitMs = 0, started = false) {
  if (started || ranMs >= STABLE_RUN_MS) return FIRST_WAIT_MS
  return Math.min(LONGEST_WAIT_MS, Math.max(FIRST_WAIT_MS, previousWaitMs * 2))
}

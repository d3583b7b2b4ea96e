/** The lease of our locks and Medusa's `execute` locks, unless LEAFLINE_LOCK_LEASE_SECONDS names another. */
export const DEFAULT_LOCK_LEASE_SECONDS = 10

/**
 * How long a lock outlives the process holding it (its holder renews it every third of that while it runs):
 * LEAFLINE_LOCK_LEASE_SECONDS, a whole number from 3 to 60, or 10. The reliability stack sets a shorter one
 * (scripts/lib/reliability-stack.mjs), so its kill test waits less for each dead server's locks.
 */
export function lockLeaseSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.LEAFLINE_LOCK_LEASE_SECONDS)
  return Number.isInteger(seconds) && seconds >= 3 && seconds <= 60 ? seconds : DEFAULT_LOCK_LEASE_SECONDS
}

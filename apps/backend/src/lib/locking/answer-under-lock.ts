import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ILockingModule, Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { executeInOrder } from "./execute-in-order"
import { isLockTimeout } from "./lock-timeout"

export interface UnderLock {
  /** One key, or several, taken one at a time in sorted order (lib/locking/execute-in-order.ts), so two requests never wait on each other. */
  key: string | string[]
  /** How long to wait for the request holding the lock (for each key) before giving up. */
  waitSeconds: number
  /** Answers (or throws) when the lock was not had in time: the request did not run. */
  onBusy: () => void
  /** What the work keeps after answering, named in the warning when only that failed. */
  bookkeeping: string
}

/**
 * executeInOrder, but when a key was not had in time (the job did not run), `onBusy` answers instead. Any
 * other failure to take a key (Redis unreachable) propagates, as a failure of the job does.
 */
export async function executeOrBusy<T>(
  locking: Pick<ILockingModule, "execute">,
  keys: string | string[],
  job: () => Promise<T>,
  { timeout, onBusy }: { timeout: number; onBusy: () => T },
): Promise<T> {
  let started = false
  try {
    return await executeInOrder(locking, keys, () => ((started = true), job()), { timeout })
  } catch (error) {
    if (!started && isLockTimeout(error)) return onBusy()
    throw error
  }
}

/**
 * Runs a request's handling under Medusa's lock (Redis with REDIS_URL), one request per key at a time, as
 * executeOrBusy does. Once the handling has answered, a failure of what it keeps afterwards is only
 * logged: the answer stands.
 */
export async function answerUnderLock(req: MedusaRequest, res: MedusaResponse, lock: UnderLock, work: () => Promise<void>) {
  try {
    await executeOrBusy(req.scope.resolve(Modules.LOCKING), lock.key, work, { timeout: lock.waitSeconds, onBusy: lock.onBusy })
  } catch (error) {
    if (!res.headersSent) throw error
    req.scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`${lock.bookkeeping} failed: ${(error as Error).message}`)
  }
}

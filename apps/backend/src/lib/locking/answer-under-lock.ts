import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Logger } from "@medusajs/framework/types"
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
 * Runs a request's handling under Medusa's lock (Redis with REDIS_URL), one request per key at a time.
 * Only a lock not had in time is busy; any other failure to take it (Redis unreachable) propagates, as a
 * failure of the handling does. Once the handling has answered, a failure of what it keeps afterwards is
 * only logged: the answer stands.
 */
export async function answerUnderLock(req: MedusaRequest, res: MedusaResponse, lock: UnderLock, work: () => Promise<void>) {
  let started = false
  try {
    await executeInOrder(
      req.scope.resolve(Modules.LOCKING),
      lock.key,
      async () => {
        started = true
        await work()
      },
      { timeout: lock.waitSeconds },
    )
  } catch (error) {
    if (!started && isLockTimeout(error)) return lock.onBusy()
    if (res.headersSent) {
      req.scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`${lock.bookkeeping} failed: ${(error as Error).message}`)
      return
    }
    throw error
  }
}

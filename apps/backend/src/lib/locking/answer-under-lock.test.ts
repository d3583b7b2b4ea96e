import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { InMemoryLockingProvider } from "@medusajs/locking/dist/providers/in-memory"
import { describe, expect, it } from "vitest"
import { answerUnderLock } from "./answer-under-lock"

type Locking = Pick<InMemoryLockingProvider, "execute">

/** A request whose scope holds `locking` as the Locking Module, and a logger that keeps its warnings. */
function requestWith(locking: Locking) {
  const warnings: string[] = []
  const logger = { warn: (message: string) => warnings.push(message) }
  const services: Record<string, unknown> = { [Modules.LOCKING]: locking, [ContainerRegistrationKeys.LOGGER]: logger }
  const req = { scope: { resolve: (name: string) => services[name] } } as unknown as MedusaRequest
  return { req, warnings }
}

/** Runs `work` under the lock of "cart:1", waiting a second for it (the in-memory provider's least); says whether it answered busy. */
async function underLock(locking: Locking, work: () => Promise<void>, res = { headersSent: false }) {
  const { req, warnings } = requestWith(locking)
  let busy = false
  const lock = { key: "cart:1", waitSeconds: 1, onBusy: () => void (busy = true), bookkeeping: "Keeping a count" }
  await answerUnderLock(req, res as unknown as MedusaResponse, lock, work)
  return { busy, warnings }
}

describe("answerUnderLock", () => {
  it("answers busy, without running the work, when another request holds the lock past the wait", async () => {
    const locking = new InMemoryLockingProvider()
    let release!: () => void
    const holder = locking.execute("cart:1", () => new Promise<void>((resolve) => (release = resolve)))
    let ran = false
    expect((await underLock(locking, async () => void (ran = true))).busy).toBe(true)
    expect(ran).toBe(false)
    release()
    await holder
  })

  it("lets any other failure to take the lock propagate: a lock it could not ask for is not a busy one", async () => {
    // What Medusa's Redis provider rejects with when its Redis does not answer (ioredis' own error).
    const unreachable = new Error('Reached the max retries per request limit (which is 20). Refer to "maxRetriesPerRequest" option for details.')
    const locking: Locking = { execute: () => Promise.reject(unreachable) }
    let ran = false
    await expect(underLock(locking, async () => void (ran = true))).rejects.toBe(unreachable)
    expect(ran).toBe(false)
  })

  it("runs the work holding the lock, and lets its failure propagate while nothing was answered", async () => {
    const locking = new InMemoryLockingProvider()
    const failure = new Error("the work failed")
    await expect(underLock(locking, () => Promise.reject(failure))).rejects.toBe(failure)
    // The lock was given back.
    expect((await underLock(locking, async () => {})).busy).toBe(false)
  })

  it("only logs a failure after the answer was sent: the answer stands", async () => {
    const locking = new InMemoryLockingProvider()
    const { busy, warnings } = await underLock(locking, () => Promise.reject(new Error("the cache is gone")), { headersSent: true })
    expect(busy).toBe(false)
    expect(warnings).toEqual(["Keeping a count failed: the cache is gone"])
  })
})

import { InMemoryLockingProvider } from "@medusajs/locking/dist/providers/in-memory"
import { describe, expect, it } from "vitest"
import { executeInOrder } from "./execute-in-order"

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("executeInOrder", () => {
  it("takes the keys one at a time, sorted and each once, and lets them go in reverse", async () => {
    const steps: string[] = []
    const locking = {
      async execute<T>(key: string | string[], job: () => Promise<T>) {
        steps.push(`take ${key}`)
        try {
          return await job()
        } finally {
          steps.push(`release ${key}`)
        }
      },
    }
    const result = await executeInOrder(locking as any, ["client:1", "cart:9", "client:1"], async () => {
      steps.push("job")
      return 42
    }, { timeout: 1 })
    expect(result).toBe(42)
    expect(steps).toEqual(["take cart:9", "take client:1", "job", "release client:1", "release cart:9"])
  })

  it("lets callers naming the same keys in other orders take turns instead of waiting on each other", async () => {
    const locking = new InMemoryLockingProvider()
    const running: string[] = []
    let overlapped = false
    const job = (name: string) => async () => {
      if (running.length) overlapped = true
      running.push(name)
      await pause(20)
      running.splice(running.indexOf(name), 1)
      return name
    }
    const done = await Promise.all([
      executeInOrder(locking, ["a", "b"], job("first"), { timeout: 2 }),
      executeInOrder(locking, ["b", "a"], job("second"), { timeout: 2 }),
      executeInOrder(locking, ["b", "c", "a"], job("third"), { timeout: 2 }),
    ])
    expect(done).toEqual(["first", "second", "third"])
    expect(overlapped).toBe(false)
  })

  it("does not run the job when a later key is not had in time, and gives back the ones it took", async () => {
    const locking = new InMemoryLockingProvider()
    let release!: () => void
    const holder = locking.execute("b", () => new Promise<void>((resolve) => (release = resolve)))
    await pause(5)
    let ran = false
    await expect(executeInOrder(locking, ["a", "b"], async () => void (ran = true), { timeout: 1 })).rejects.toThrow()
    expect(ran).toBe(false)
    // "a" is free again at once.
    expect(await executeInOrder(locking, "a", async () => "free", { timeout: 1 })).toBe("free")
    release()
    await holder
  })
})

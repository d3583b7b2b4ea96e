import { describe, expect, it } from "vitest"
import { runPool } from "./shopper-pool.mjs"

describe("runPool", () => {
  it("runs every task, never more than the concurrency at once, answers in order", async () => {
    let running = 0
    let most = 0
    const answers = await runPool(23, 4, async (i) => {
      most = Math.max(most, ++running)
      await new Promise((resolve) => setTimeout(resolve, (i * 7) % 5))
      running--
      return i * 2
    })
    expect(answers).toEqual(Array.from({ length: 23 }, (_, i) => i * 2))
    expect(most).toBe(4)
  })
  it("copes with fewer tasks than workers, and with none", async () => {
    expect(await runPool(2, 10, async (i) => i)).toEqual([0, 1])
    expect(await runPool(0, 10, async (i) => i)).toEqual([])
  })
})

import { describe, expect, it } from "vitest"
import { inPool } from "./pool.mjs"

describe("inPool", () => {
  it("runs every task, never more than the concurrency at once, answers in order", async () => {
    let running = 0
    let most = 0
    const items = Array.from({ length: 23 }, (_, i) => i)
    const answers = await inPool(items, 4, async (i) => {
      most = Math.max(most, ++running)
      await new Promise((resolve) => setTimeout(resolve, (i * 7) % 5))
      running--
      return i * 2
    })
    expect(answers).toEqual(items.map((i) => i * 2))
    expect(most).toBe(4)
  })
  it("copes with fewer tasks than workers, and with none", async () => {
    expect(await inPool(["a", "b"], 10, async (item) => item)).toEqual(["a", "b"])
    expect(await inPool([], 10, async (item) => item)).toEqual([])
  })
})

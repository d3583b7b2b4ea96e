import { describe, expect, it } from "vitest"
import { nextRestartWait } from "./restart-policy.mjs"

describe("the restart policy", () => {
  it("starts a process that ran long again almost at once", () => {
    expect(nextRestartWait(60_000, 16_000)).toBe(250)
  })

  it("doubles the wait while the process keeps stopping soon after it starts, up to 30 s", () => {
    const waits = []
    let wait = 0
    for (let i = 0; i < 10; i++) waits.push((wait = nextRestartWait(1_000, wait)))
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })

  it("starts a process that had started (listened) again almost at once, however soon it stopped", () => {
    expect(nextRestartWait(1_000, 30_000, true)).toBe(250)
  })
})

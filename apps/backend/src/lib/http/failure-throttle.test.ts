import { describe, expect, it } from "vitest"
import { MAX_WAIT_SECONDS, waitInWords, waitSeconds } from "./failure-throttle"

describe("waitSeconds", () => {
  it("lets the first four failures go without a wait", () => {
    for (const failures of [0, 1, 2, 3, 4]) expect(waitSeconds(failures)).toBe(0)
  })

  it("waits 30 s after the fifth failure and twice as long after each further one", () => {
    expect([5, 6, 7, 8, 9].map((failures) => waitSeconds(failures))).toEqual([30, 60, 120, 240, 480])
  })

  it("never waits more than 15 minutes, however many failures", () => {
    expect(waitSeconds(10)).toBe(MAX_WAIT_SECONDS)
    expect(waitSeconds(1000)).toBe(MAX_WAIT_SECONDS)
  })
})

describe("waitInWords", () => {
  it("says seconds up to two minutes and minutes beyond", () => {
    expect(["1 second", "30 seconds", "119 seconds", "2 minutes", "15 minutes"]).toEqual([1, 30, 119, 120, 899].map(waitInWords))
  })
})

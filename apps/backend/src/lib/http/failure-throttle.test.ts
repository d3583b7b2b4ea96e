import { describe, expect, it } from "vitest"
import {
  type FailureCount,
  MAX_NAMED_FAILURES,
  MAX_WAIT_SECONDS,
  WINDOW_SECONDS,
  longestWait,
  secondsUntilNextAttempt,
  waitInWords,
  waitSeconds,
  withOneMoreFailure,
} from "./failure-throttle"

const NOW = Date.UTC(2025, 0, 1, 12)

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

describe("secondsUntilNextAttempt", () => {
  it("is 0 with no failures kept, or fewer than five", () => {
    expect(secondsUntilNextAttempt(null, NOW)).toBe(0)
    expect(secondsUntilNextAttempt({ failures: 4, last_failure_at: NOW }, NOW)).toBe(0)
  })

  it("counts down the wait from the last failure, in whole seconds rounded up", () => {
    expect(secondsUntilNextAttempt({ failures: 5, last_failure_at: NOW }, NOW)).toBe(30)
    expect(secondsUntilNextAttempt({ failures: 5, last_failure_at: NOW }, NOW + 100)).toBe(30)
    expect(secondsUntilNextAttempt({ failures: 5, last_failure_at: NOW }, NOW + 29_001)).toBe(1)
    expect(secondsUntilNextAttempt({ failures: 6, last_failure_at: NOW }, NOW + 30_000)).toBe(30)
  })

  it("is 0 once the wait is over", () => {
    expect(secondsUntilNextAttempt({ failures: 5, last_failure_at: NOW }, NOW + 30_000)).toBe(0)
    expect(secondsUntilNextAttempt({ failures: 5, last_failure_at: NOW }, NOW + 3_600_000)).toBe(0)
  })
})

describe("withOneMoreFailure", () => {
  it("starts a count at one", () => {
    expect(withOneMoreFailure(null, NOW)).toEqual({ record: { failures: 1, last_failure_at: NOW }, ttlSeconds: WINDOW_SECONDS })
  })

  it("adds one and keeps the record for the window beyond the wait, so a wait never outlasts its count", () => {
    const { record, ttlSeconds } = withOneMoreFailure({ failures: 9, last_failure_at: NOW - 1000 }, NOW)!
    expect(record).toEqual({ failures: 10, last_failure_at: NOW })
    expect(ttlSeconds).toBe(MAX_WAIT_SECONDS + WINDOW_SECONDS)
    expect(Number.isInteger(ttlSeconds)).toBe(true)
  })

  it("counts a named failure once: the same one again changes nothing, another one adds one", () => {
    const first = withOneMoreFailure(null, NOW, "a")!.record
    expect(first).toEqual({ failures: 1, last_failure_at: NOW, named: ["a"] })
    expect(withOneMoreFailure(first, NOW + 1000, "a")).toBeNull()
    expect(withOneMoreFailure(first, NOW + 1000, "b")!.record).toEqual({ failures: 2, last_failure_at: NOW + 1000, named: ["a", "b"] })
  })

  it("remembers the latest names only, so a record stays small however long the guessing goes on", () => {
    let kept: FailureCount | null = null
    for (let i = 0; i < MAX_NAMED_FAILURES + 10; i++) kept = withOneMoreFailure(kept, NOW, `code-${i}`)!.record
    expect(kept!.failures).toBe(MAX_NAMED_FAILURES + 10)
    expect(kept!.named).toHaveLength(MAX_NAMED_FAILURES)
    expect(kept!.named!.at(-1)).toBe(`code-${MAX_NAMED_FAILURES + 9}`)
  })
})


describe("longestWait", () => {
  it("is the longest of the counts' waits, 0 with none", () => {
    expect(longestWait([], NOW)).toBe(0)
    expect(longestWait([null, undefined], NOW)).toBe(0)
    expect(longestWait([{ failures: 5, last_failure_at: NOW }, null, { failures: 6, last_failure_at: NOW }], NOW)).toBe(60)
  })
})

describe("waitInWords", () => {
  it("says seconds up to two minutes and minutes beyond", () => {
    expect(["1 second", "30 seconds", "119 seconds", "2 minutes", "15 minutes"]).toEqual([1, 30, 119, 120, 899].map(waitInWords))
  })
})

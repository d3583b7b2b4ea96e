import { describe, expect, it } from "vitest"
import { ALLOWANCE, REFILL_SECONDS, secondsUntilAllowed, spentAt, tooManyFromClientMessage, withOneMoreSpent } from "./client-sign-in-allowance"

const NOW = Date.UTC(2025, 0, 1, 12)

/** The allowance after `failures` failures one second apart, the last at NOW. */
function afterFailures(failures: number) {
  let kept = null as ReturnType<typeof withOneMoreSpent>["record"] | null
  for (let i = failures - 1; i >= 0; i--) kept = withOneMoreSpent(kept, NOW - i * 1000).record
  return kept
}

describe("a client's sign-in allowance", () => {
  it("lets a client fail ALLOWANCE times in a burst, then holds it until one failure has refilled", () => {
    expect(secondsUntilAllowed(afterFailures(ALLOWANCE - 1), NOW)).toBe(0)
    const spent = afterFailures(ALLOWANCE)
    const wait = secondsUntilAllowed(spent, NOW)
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(REFILL_SECONDS)
    expect(secondsUntilAllowed(spent, NOW + wait * 1000)).toBe(0)
  })

  it("refills one failure every REFILL_SECONDS, so a client that keeps failing fails once each of them", () => {
    let kept = afterFailures(ALLOWANCE)
    let now = NOW
    for (let i = 0; i < 10; i++) {
      now += secondsUntilAllowed(kept, now) * 1000
      kept = withOneMoreSpent(kept, now).record
      expect(secondsUntilAllowed(kept, now)).toBe(REFILL_SECONDS)
    }
  })

  it("is whole again once all of it has refilled, and is kept that long", () => {
    const { record, ttlSeconds } = withOneMoreSpent(afterFailures(ALLOWANCE - 1), NOW)
    expect(ttlSeconds).toBeLessThanOrEqual(ALLOWANCE * REFILL_SECONDS + 1)
    expect(spentAt(record, NOW + ttlSeconds * 1000)).toBe(0)
    expect(spentAt(null, NOW)).toBe(0)
  })

  it("says how long to wait, and that it is the network's doing", () => {
    expect(tooManyFromClientMessage(30)).toBe("Too many failed sign-ins from your network. Try again in 30 seconds.")
  })
})

import { expect } from "vitest"

/**
 * A request the shop slowed down: a 429 whose message matches `message` and names the wait that its
 * Retry-After gives, the first step of the failure-throttle policy at most (30 s).
 */
export function expectSlowedDown(answer: { status: number; body: any; headers: Headers }, message: RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429)
  expect(answer.body.message).toMatch(message)
  const retryAfter = Number(answer.headers.get("retry-after"))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(30)
  expect(answer.body.message).toContain(`${retryAfter} second`)
}

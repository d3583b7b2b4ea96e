import { describe, expect, it } from "vitest"
import { revalidationRetryDelay } from "./retry-policy"

describe("revalidationRetryDelay", () => {
  it("retries a call without an answer three times, doubling the wait from 250 ms", () => {
    expect([0, 1, 2, 3].map((attempt) => revalidationRetryDelay({ attempt }))).toEqual([250, 500, 1000, null])
  })

  it("retries every 5xx", () => {
    for (const status of [500, 502, 503, 504, 599]) expect(revalidationRetryDelay({ attempt: 0, status })).toBe(250)
    expect(revalidationRetryDelay({ attempt: 3, status: 503 })).toBeNull()
  })

  it("never retries a 4xx, a success or anything else", () => {
    for (const status of [400, 401, 403, 404, 413, 415, 429, 200, 204, 301, 600]) {
      expect(revalidationRetryDelay({ attempt: 0, status })).toBeNull()
    }
  })

  it("follows the policy it is given", () => {
    const policy = { retries: 1, baseDelayMs: 10 }
    expect(revalidationRetryDelay({ attempt: 0 }, policy)).toBe(10)
    expect(revalidationRetryDelay({ attempt: 1 }, policy)).toBeNull()
  })
})

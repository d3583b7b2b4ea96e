import { describe, expect, it } from "vitest"
import { parseRetryAfter, storeApiRetryDelay, STORE_API_RETRY_POLICY } from "./retry-policy"

const get = { method: "GET", hasIdempotencyKey: false }

describe("storeApiRetryDelay", () => {
  it("backs off exponentially from 100 ms, three times, on retryable answers", () => {
    expect([0, 1, 2, 3].map((attempt) => storeApiRetryDelay({ ...get, attempt, status: 503 }))).toEqual([100, 200, 400, null])
  })

  it("retries 409, 429 and 5xx above 500, not a 500 or a 4xx", () => {
    const delay = (status: number) => storeApiRetryDelay({ ...get, attempt: 0, status })
    expect([409, 429, 501, 502, 503, 504, 599].map(delay)).toEqual([100, 100, 100, 100, 100, 100, 100])
    expect([500, 400, 401, 404, 422, 200, 301, 199].map(delay)).toEqual([null, null, null, null, null, null, null, null])
  })

  it("retries a request without an answer twice", () => {
    expect([0, 1, 2].map((attempt) => storeApiRetryDelay({ ...get, attempt }))).toEqual([100, 200, null])
  })

  it("retries the idempotent methods, whatever their case", () => {
    for (const method of ["GET", "HEAD", "PUT", "OPTIONS", "DELETE", "get", "delete"]) {
      expect(storeApiRetryDelay({ method, attempt: 0, status: 502, hasIdempotencyKey: false })).toBe(100)
    }
  })

  it("retries a POST only when it carries an idempotency key", () => {
    expect(storeApiRetryDelay({ method: "POST", attempt: 0, status: 502, hasIdempotencyKey: false })).toBeNull()
    expect(storeApiRetryDelay({ method: "POST", attempt: 0, hasIdempotencyKey: false })).toBeNull()
    expect(storeApiRetryDelay({ method: "POST", attempt: 0, status: 502, hasIdempotencyKey: true })).toBe(100)
    expect(storeApiRetryDelay({ method: "POST", attempt: 1, hasIdempotencyKey: true })).toBe(200)
    expect(storeApiRetryDelay({ method: "PATCH", attempt: 0, status: 502, hasIdempotencyKey: true })).toBeNull()
  })

  it("waits what Retry-After asks, in seconds or until a date, capped at 5 minutes", () => {
    const now = Date.parse("2026-05-01T12:00:00Z")
    const after = (retryAfter: string | null) => storeApiRetryDelay({ ...get, attempt: 2, status: 429, retryAfter, now })
    expect(after("3")).toBe(3000)
    expect(after("0")).toBe(0)
    expect(after("Fri, 01 May 2026 12:00:30 GMT")).toBe(30_000)
    expect(after("Fri, 01 May 2026 11:59:00 GMT")).toBe(0)
    expect(after("86400")).toBe(STORE_API_RETRY_POLICY.maxRetryAfterMs)
    // Absent or unreadable: the exponential delay.
    expect(after(null)).toBe(400)
    expect(after("soon")).toBe(400)
  })

  it("does not let Retry-After lift the retry limit", () => {
    expect(storeApiRetryDelay({ ...get, attempt: 3, status: 429, retryAfter: "1" })).toBeNull()
  })
})

describe("parseRetryAfter", () => {
  it("reads seconds and dates, nothing else", () => {
    expect(parseRetryAfter(" 1.5 ", 0)).toBe(1500)
    expect(parseRetryAfter("-1", 0)).toBeNull()
    expect(parseRetryAfter("", 0)).toBeNull()
    expect(parseRetryAfter(undefined, 0)).toBeNull()
  })
})

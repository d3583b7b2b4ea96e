import { describe, expect, it, vi } from "vitest"
import { parseRetryAfter, PAGE_PURGE_RETRY_POLICY, retryDelay, STORE_API_RETRY_POLICY, withRetries } from "./retry"

const get = { method: "GET", hasIdempotencyKey: false }

const storeApiDelay = (failure: Parameters<typeof retryDelay>[1]) => retryDelay(STORE_API_RETRY_POLICY, failure)

describe("STORE_API_RETRY_POLICY", () => {
  it("backs off exponentially from 100 ms, three times, on retryable answers", () => {
    expect([0, 1, 2, 3].map((attempt) => storeApiDelay({ ...get, attempt, status: 503 }))).toEqual([100, 200, 400, null])
  })

  it("retries 409, 429 and 5xx above 500, not a 500 or a 4xx", () => {
    const delay = (status: number) => storeApiDelay({ ...get, attempt: 0, status })
    expect([409, 429, 501, 502, 503, 504, 599].map(delay)).toEqual([100, 100, 100, 100, 100, 100, 100])
    expect([500, 400, 401, 404, 422, 200, 301, 199].map(delay)).toEqual([null, null, null, null, null, null, null, null])
  })

  it("retries a request without an answer twice", () => {
    expect([0, 1, 2].map((attempt) => storeApiDelay({ ...get, attempt }))).toEqual([100, 200, null])
  })

  it("retries the idempotent methods, whatever their case", () => {
    for (const method of ["GET", "HEAD", "PUT", "OPTIONS", "DELETE", "get", "delete"]) {
      expect(storeApiDelay({ method, attempt: 0, status: 502, hasIdempotencyKey: false })).toBe(100)
    }
  })

  it("retries a POST only when it carries an idempotency key", () => {
    expect(storeApiDelay({ method: "POST", attempt: 0, status: 502, hasIdempotencyKey: false })).toBeNull()
    expect(storeApiDelay({ method: "POST", attempt: 0, hasIdempotencyKey: false })).toBeNull()
    expect(storeApiDelay({ method: "POST", attempt: 0, status: 502, hasIdempotencyKey: true })).toBe(100)
    expect(storeApiDelay({ method: "POST", attempt: 1, hasIdempotencyKey: true })).toBe(200)
    expect(storeApiDelay({ method: "PATCH", attempt: 0, status: 502, hasIdempotencyKey: true })).toBeNull()
  })

  it("waits what Retry-After asks, in seconds or until a date, capped at 5 minutes", () => {
    const now = Date.parse("2026-05-01T12:00:00Z")
    const after = (retryAfter: string | null) => storeApiDelay({ ...get, attempt: 2, status: 429, retryAfter, now })
    expect(after("3")).toBe(3000)
    expect(after("0")).toBe(0)
    expect(after("Fri, 01 May 2026 12:00:30 GMT")).toBe(30_000)
    expect(after("Fri, 01 May 2026 11:59:00 GMT")).toBe(0)
    expect(after("86400")).toBe(STORE_API_RETRY_POLICY.maxDelayMs)
    // Absent or unreadable: the exponential delay.
    expect(after(null)).toBe(400)
    expect(after("soon")).toBe(400)
  })

  it("does not let Retry-After lift the retry limit", () => {
    expect(storeApiDelay({ ...get, attempt: 3, status: 429, retryAfter: "1" })).toBeNull()
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


class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfter: string | null = null,
  ) {
    super(`Request failed with status code ${status}`)
  }
}

const describeError = (error: unknown) =>
  error instanceof HttpError ? { status: error.status, retryAfter: error.retryAfter } : error instanceof TypeError ? {} : null

/** A request that fails with the given errors, then answers "ok". */
function failing(...errors: unknown[]) {
  return vi.fn(async () => {
    const error = errors.shift()
    if (error) throw error
    return "ok"
  })
}

function fakeSleep() {
  const waits: number[] = []
  return { waits, sleep: async (ms: number) => void waits.push(ms) }
}

const post = { method: "POST", hasIdempotencyKey: true }

describe("withRetries", () => {
  it("answers at once when the request succeeds", async () => {
    const { waits, sleep } = fakeSleep()
    const run = failing()
    await expect(withRetries(STORE_API_RETRY_POLICY, run, describeError, get, sleep)).resolves.toBe("ok")
    expect(run).toHaveBeenCalledTimes(1)
    expect(waits).toEqual([])
  })

  it("repeats retryable failures with growing waits until one succeeds", async () => {
    const { waits, sleep } = fakeSleep()
    const run = failing(new TypeError("Failed to fetch"), new HttpError(503), new HttpError(409))
    await expect(withRetries(STORE_API_RETRY_POLICY, run, describeError, post, sleep)).resolves.toBe("ok")
    expect(run).toHaveBeenCalledTimes(4)
    expect(waits).toEqual([100, 200, 400])
  })

  it("gives up after three retries and throws the last error", async () => {
    const { waits, sleep } = fakeSleep()
    const last = new HttpError(502)
    const run = failing(new HttpError(502), new HttpError(502), new HttpError(502), last)
    await expect(withRetries(STORE_API_RETRY_POLICY, run, describeError, get, sleep)).rejects.toBe(last)
    expect(waits).toEqual([100, 200, 400])
  })

  it("retries twice when no answer comes", async () => {
    const { waits, sleep } = fakeSleep()
    const run = failing(new TypeError("Failed to fetch"), new TypeError("Failed to fetch"), new TypeError("Failed to fetch"))
    await expect(withRetries(STORE_API_RETRY_POLICY, run, describeError, get, sleep)).rejects.toThrow("Failed to fetch")
    expect(run).toHaveBeenCalledTimes(3)
  })

  it("counts every retry made against the two allowed without an answer", async () => {
    const { sleep } = fakeSleep()
    const run = failing(new HttpError(503), new HttpError(503), new TypeError("Failed to fetch"))
    await expect(withRetries(STORE_API_RETRY_POLICY, run, describeError, get, sleep)).rejects.toThrow("Failed to fetch")
    expect(run).toHaveBeenCalledTimes(3)
  })

  it("waits what Retry-After asks", async () => {
    const { waits, sleep } = fakeSleep()
    await withRetries(STORE_API_RETRY_POLICY, failing(new HttpError(429, "2")), describeError, get, sleep)
    expect(waits).toEqual([2000])
  })

  it("does not repeat a client error, a 500, a POST without a key, or an error that is not the transport's", async () => {
    const cases: [unknown, { method: string; hasIdempotencyKey: boolean }][] = [
      [new HttpError(400), get],
      [new HttpError(500), get],
      [new HttpError(503), { method: "POST", hasIdempotencyKey: false }],
      [new SyntaxError("Unexpected token"), get],
    ]
    for (const [error, request] of cases) {
      const { waits, sleep } = fakeSleep()
      const run = failing(error)
      await expect(withRetries(STORE_API_RETRY_POLICY, run, describeError, request, sleep)).rejects.toBe(error)
      expect(run).toHaveBeenCalledTimes(1)
      expect(waits).toEqual([])
    }
  })

  it("never repeats an aborted request", async () => {
    const { sleep } = fakeSleep()
    const aborted = new DOMException("This operation was aborted", "AbortError")
    const run = failing(aborted)
    await expect(withRetries(STORE_API_RETRY_POLICY, run, () => ({}), get, sleep)).rejects.toBe(aborted)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it("sleeps for real by default", async () => {
    const started = Date.now()
    await withRetries(STORE_API_RETRY_POLICY, failing(new HttpError(503)), describeError, get)
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)
  })
})


const pagePurgeDelay = (failure: { attempt: number; status?: number }) =>
  retryDelay(PAGE_PURGE_RETRY_POLICY, { ...failure, method: "POST", hasIdempotencyKey: false })

describe("PAGE_PURGE_RETRY_POLICY", () => {
  it("retries a call without an answer three times, doubling the wait from 250 ms", () => {
    expect([0, 1, 2, 3].map((attempt) => pagePurgeDelay({ attempt }))).toEqual([250, 500, 1000, null])
  })

  it("retries every 5xx", () => {
    for (const status of [500, 502, 503, 504, 599]) expect(pagePurgeDelay({ attempt: 0, status })).toBe(250)
    expect(pagePurgeDelay({ attempt: 3, status: 503 })).toBeNull()
  })

  it("never retries a 4xx, a success or anything else", () => {
    for (const status of [400, 401, 403, 404, 413, 415, 429, 200, 204, 301, 600]) {
      expect(pagePurgeDelay({ attempt: 0, status })).toBeNull()
    }
  })

})

describe("withRetries under the page purge policy", () => {
  it("repeats a 500, which the store API's policy never does", async () => {
    const { waits, sleep } = fakeSleep()
    const run = failing(new HttpError(500), new HttpError(500))
    await expect(withRetries(PAGE_PURGE_RETRY_POLICY, run, describeError, post, sleep)).resolves.toBe("ok")
    expect(waits).toEqual([250, 500])
    const once = failing(new HttpError(500))
    await expect(withRetries(STORE_API_RETRY_POLICY, once, describeError, post, sleep)).rejects.toBeInstanceOf(HttpError)
    expect(once).toHaveBeenCalledTimes(1)
  })

  it("passes each try its number", async () => {
    const seen: number[] = []
    const run = async (attempt: number) => {
      seen.push(attempt)
      if (attempt < 2) throw new TypeError("fetch failed")
      return "ok"
    }
    await withRetries(PAGE_PURGE_RETRY_POLICY, run, describeError, post, fakeSleep().sleep)
    expect(seen).toEqual([0, 1, 2])
  })
})

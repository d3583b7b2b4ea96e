import { describe, expect, it, vi } from "vitest"
import { withRetries } from "./with-retries"

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

const get = { method: "GET", hasIdempotencyKey: false }
const post = { method: "POST", hasIdempotencyKey: true }

describe("withRetries", () => {
  it("answers at once when the request succeeds", async () => {
    const { waits, sleep } = fakeSleep()
    const run = failing()
    await expect(withRetries(run, describeError, get, sleep)).resolves.toBe("ok")
    expect(run).toHaveBeenCalledTimes(1)
    expect(waits).toEqual([])
  })

  it("repeats retryable failures with growing waits until one succeeds", async () => {
    const { waits, sleep } = fakeSleep()
    const run = failing(new TypeError("Failed to fetch"), new HttpError(503), new HttpError(409))
    await expect(withRetries(run, describeError, post, sleep)).resolves.toBe("ok")
    expect(run).toHaveBeenCalledTimes(4)
    expect(waits).toEqual([100, 200, 400])
  })

  it("gives up after three retries and throws the last error", async () => {
    const { waits, sleep } = fakeSleep()
    const last = new HttpError(502)
    const run = failing(new HttpError(502), new HttpError(502), new HttpError(502), last)
    await expect(withRetries(run, describeError, get, sleep)).rejects.toBe(last)
    expect(waits).toEqual([100, 200, 400])
  })

  it("retries twice when no answer comes", async () => {
    const { waits, sleep } = fakeSleep()
    const run = failing(new TypeError("Failed to fetch"), new TypeError("Failed to fetch"), new TypeError("Failed to fetch"))
    await expect(withRetries(run, describeError, get, sleep)).rejects.toThrow("Failed to fetch")
    expect(run).toHaveBeenCalledTimes(3)
  })

  it("counts every retry made against the two allowed without an answer", async () => {
    const { sleep } = fakeSleep()
    const run = failing(new HttpError(503), new HttpError(503), new TypeError("Failed to fetch"))
    await expect(withRetries(run, describeError, get, sleep)).rejects.toThrow("Failed to fetch")
    expect(run).toHaveBeenCalledTimes(3)
  })

  it("waits what Retry-After asks", async () => {
    const { waits, sleep } = fakeSleep()
    await withRetries(failing(new HttpError(429, "2")), describeError, get, sleep)
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
      await expect(withRetries(run, describeError, request, sleep)).rejects.toBe(error)
      expect(run).toHaveBeenCalledTimes(1)
      expect(waits).toEqual([])
    }
  })

  it("never repeats an aborted request", async () => {
    const { sleep } = fakeSleep()
    const aborted = new DOMException("This operation was aborted", "AbortError")
    const run = failing(aborted)
    await expect(withRetries(run, () => ({}), get, sleep)).rejects.toBe(aborted)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it("sleeps for real by default", async () => {
    const started = Date.now()
    await withRetries(failing(new HttpError(503)), describeError, get)
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)
  })
})

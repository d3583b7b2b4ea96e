import { afterEach, describe, expect, it, vi } from "vitest"
import { newIdempotencyKey } from "./idempotency-key"

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe("newIdempotencyKey", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("is a new random UUID each time", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(UUID_V4)
  })

  it("is one without crypto.randomUUID too (plain http on another host)", () => {
    const real = globalThis.crypto
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) })
    expect(newIdempotencyKey()).toMatch(UUID_V4)
  })
})

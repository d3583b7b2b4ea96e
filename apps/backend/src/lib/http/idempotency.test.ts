import { describe, expect, it } from "vitest"
import { idempotencyScope, isKeptAnswer, readIdempotencyKey, requestFingerprint } from "./idempotency"

describe("readIdempotencyKey", () => {
  it("is null when no key was sent", () => {
    expect(readIdempotencyKey(undefined)).toBeNull()
  })

  it("takes a key of up to 255 characters, trimmed", () => {
    expect(readIdempotencyKey(" 7c1e-42 ")).toEqual({ key: "7c1e-42" })
    expect(readIdempotencyKey("k".repeat(255))).toEqual({ key: "k".repeat(255) })
  })

  it("refuses an empty key, a longer one and several, saying why", () => {
    expect(readIdempotencyKey("")).toEqual({ error: expect.stringMatching(/empty/) })
    expect(readIdempotencyKey("   ")).toEqual({ error: expect.stringMatching(/empty/) })
    expect(readIdempotencyKey("k".repeat(256))).toEqual({ error: expect.stringMatching(/256 characters long; at most 255/) })
    expect(readIdempotencyKey(["a", "b"])).toEqual({ error: expect.stringMatching(/one Idempotency-Key/) })
  })
})

describe("idempotencyScope", () => {
  const base = { method: "POST", path: "/store/carts/cart_1/line-items", key: "k1", caller: { publishableKey: "pk_1" } }

  it("is the same for the same key, route and caller", () => {
    expect(idempotencyScope(base)).toBe(idempotencyScope({ ...base, method: "post" }))
  })

  it("differs by key, method, path and publishable key", () => {
    const scope = idempotencyScope(base)
    expect(idempotencyScope({ ...base, key: "k2" })).not.toBe(scope)
    expect(idempotencyScope({ ...base, method: "DELETE" })).not.toBe(scope)
    expect(idempotencyScope({ ...base, path: "/store/carts/cart_2/line-items" })).not.toBe(scope)
    expect(idempotencyScope({ ...base, caller: { publishableKey: "pk_2" } })).not.toBe(scope)
  })

  it("differs by caller: a guest, one customer, another customer, or credentials that name no one", () => {
    const scopes = [
      idempotencyScope(base),
      idempotencyScope({ ...base, caller: { publishableKey: "pk_1", actor: "cus_1" } }),
      idempotencyScope({ ...base, caller: { publishableKey: "pk_1", actor: "cus_2" } }),
      idempotencyScope({ ...base, caller: { publishableKey: "pk_1", authorization: "Bearer expired" } }),
    ]
    expect(new Set(scopes).size).toBe(4)
  })

  it("names one customer the same whichever of their tokens or session they call with", () => {
    const withToken = idempotencyScope({ ...base, caller: { publishableKey: "pk_1", actor: "cus_1", authorization: "Bearer a" } })
    const withSession = idempotencyScope({ ...base, caller: { publishableKey: "pk_1", actor: "cus_1" } })
    expect(withToken).toBe(withSession)
  })

  it("does not carry the credentials in the clear", () => {
    const scope = idempotencyScope({ ...base, caller: { authorization: "Bearer secret-token" } })
    expect(scope).not.toContain("secret-token")
    expect(scope).toMatch(/^idempotency:[0-9a-f]{64}$/)
  })
})

describe("requestFingerprint", () => {
  it("is the same for the same content, whatever the order of its keys", () => {
    expect(requestFingerprint({ variant_id: "v", quantity: 1, meta: { a: 1, b: [1, 2] } }, {})).toBe(
      requestFingerprint({ meta: { b: [1, 2], a: 1 }, quantity: 1, variant_id: "v" }, {}),
    )
  })

  it("differs when the body or the query differs", () => {
    const fingerprint = requestFingerprint({ quantity: 1 }, { fields: "id" })
    expect(requestFingerprint({ quantity: 2 }, { fields: "id" })).not.toBe(fingerprint)
    expect(requestFingerprint({ quantity: 1 }, { fields: "id,total" })).not.toBe(fingerprint)
    expect(requestFingerprint([1, 2], {})).not.toBe(requestFingerprint([2, 1], {}))
  })

  it("takes a missing body as an empty one of its own", () => {
    expect(requestFingerprint(undefined, undefined)).toBe(requestFingerprint(null, null))
    expect(requestFingerprint(undefined, {})).not.toBe(requestFingerprint({}, {}))
  })
})

describe("isKeptAnswer", () => {
  it("keeps successes and refusals", () => {
    for (const status of [200, 201, 204, 400, 401, 404, 422]) expect(isKeptAnswer(status), String(status)).toBe(true)
  })

  it("keeps no server error, no conflict and no rate limit, which a retry may get past", () => {
    for (const status of [409, 429, 500, 502, 503]) expect(isKeptAnswer(status), String(status)).toBe(false)
  })
})

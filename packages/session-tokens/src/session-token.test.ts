import { describe, expect, it } from "vitest"
import { bearerToken, hasExpired, isCurrentGeneration, SESSION_GENERATION_KEY, signInOf, tokenDigest, tokenExpiry } from "./session-token"

describe("bearerToken", () => {
  it("reads the token of a Bearer header, whatever the scheme's case", () => {
    expect(bearerToken("Bearer abc.def.ghi")).toBe("abc.def.ghi")
    expect(bearerToken("bearer  abc.def.ghi ")).toBe("abc.def.ghi")
  })
  it("is null for no header, another scheme or no token", () => {
    expect(bearerToken(undefined)).toBeNull()
    expect(bearerToken("Basic c2tfMTIz")).toBeNull()
    expect(bearerToken("Bearer")).toBeNull()
    expect(bearerToken("Bearer a b")).toBeNull()
  })
})

describe("tokenDigest", () => {
  it("is the same for a token whose signature is spelled otherwise, and differs for other claims", () => {
    expect(tokenDigest("h.c.sig1")).toBe(tokenDigest("h.c.sig2"))
    expect(tokenDigest("h.c.sig")).not.toBe(tokenDigest("h.c2.sig"))
    expect(tokenDigest("h.c.sig")).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe("isCurrentGeneration", () => {
  const of = (generation?: string) => (generation ? { [SESSION_GENERATION_KEY]: generation, customer_id: "cus_1" } : { customer_id: "cus_1" })
  it("holds when the token and the identity name the same generation, or neither names one", () => {
    expect(isCurrentGeneration({ app_metadata: of("g1") }, of("g1"))).toBe(true)
    expect(isCurrentGeneration({ app_metadata: of() }, of())).toBe(true)
    expect(isCurrentGeneration({}, null)).toBe(true)
  })
  it("fails for a token of an older generation, or from before the first one", () => {
    expect(isCurrentGeneration({ app_metadata: of("g1") }, of("g2"))).toBe(false)
    expect(isCurrentGeneration({ app_metadata: of() }, of("g1"))).toBe(false)
  })
})

describe("tokenExpiry", () => {
  it("is the token's exp claim", () => {
    expect(tokenExpiry({ exp: 1_800_000_000 }, 0).toISOString()).toBe(new Date(1_800_000_000_000).toISOString())
  })
})

describe("signInOf", () => {
  it("is the digest of a token issued at sign-in, and the sign-in a refreshed token or a cookie session names", () => {
    expect(signInOf({ auth_identity_id: "authid_1" }, "h.c.sig")).toBe(tokenDigest("h.c.sig"))
    expect(signInOf({ auth_identity_id: "authid_1", sign_in: "first" }, "h.c2.sig")).toBe("first")
    expect(signInOf({ auth_identity_id: "authid_1", sign_in: "first" })).toBe("first")
  })
  it("is null for a cookie session that names none", () => {
    expect(signInOf({ auth_identity_id: "authid_1" })).toBeNull()
    expect(signInOf({ auth_identity_id: "authid_1", sign_in: "" }, null)).toBeNull()
  })
})

describe("hasExpired", () => {
  it("holds from the second of the exp claim on, and never without one", () => {
    expect(hasExpired({ exp: 100 }, 99_999)).toBe(false)
    expect(hasExpired({ exp: 100 }, 100_000)).toBe(true)
    expect(hasExpired({}, Number.MAX_SAFE_INTEGER)).toBe(false)
  })
})

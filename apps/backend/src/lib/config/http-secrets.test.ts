import { describe, expect, it } from "vitest"
import { httpSecrets } from "./http-secrets"

describe("httpSecrets", () => {
  it("takes both from the environment", () => {
    const env = { NODE_ENV: "production", JWT_SECRET: "j".repeat(64), COOKIE_SECRET: "c".repeat(64) }
    expect(httpSecrets(env)).toEqual({ jwtSecret: "j".repeat(64), cookieSecret: "c".repeat(64) })
  })

  it("refuses production without them, naming each missing variable", () => {
    expect(() => httpSecrets({ NODE_ENV: "production" })).toThrow(/^JWT_SECRET and COOKIE_SECRET must be set in production/)
    expect(() => httpSecrets({ NODE_ENV: "production", JWT_SECRET: "j" })).toThrow(/^COOKIE_SECRET must be set in production/)
    expect(() => httpSecrets({ NODE_ENV: "prod", JWT_SECRET: "", COOKIE_SECRET: "c" })).toThrow(/^JWT_SECRET must be set/)
  })

  it("falls back to development values outside production", () => {
    expect(httpSecrets({})).toEqual({ jwtSecret: "dev-only-jwt-secret", cookieSecret: "dev-only-cookie-secret" })
    expect(httpSecrets({ NODE_ENV: "development", COOKIE_SECRET: "c" })).toEqual({ jwtSecret: "dev-only-jwt-secret", cookieSecret: "c" })
  })
})

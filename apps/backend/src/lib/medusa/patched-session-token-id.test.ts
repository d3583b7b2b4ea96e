import { getAuthContextFromJwtToken } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { generateJwtTokenWithChecks } from "@leafline/medusa-internals"
import { tokenDigest } from "@leafline/session-tokens"
import { afterEach, describe, expect, it, vi } from "vitest"

/**
 * patches/@medusajs+medusa+2.21.2.patch: the session tokens Medusa issues (sign-in, registration, refresh, MFA) held
 * nothing but the identity and the second they were issued (`iat`, `exp`), so two sign-ins of one account within a
 * second got the same token, and a sign-in right after a sign-out got the token just ended (401). Patched, each token
 * carries an id of its own (`jti`), as Medusa's invite and reset tokens already do.
 */
const secret = "patch-secret"
const container = {
  resolve: (key: string) => {
    if (key === ContainerRegistrationKeys.CONFIG_MODULE) return { projectConfig: { http: { jwtSecret: secret, jwtExpiresIn: "1d", jwtOptions: { expiresIn: "1d" } } } }
    if (key === Modules.AUTH) return { listAuthMfa: async () => [] }
    throw new Error(`nothing registered as ${key}`)
  },
}
const identity = { id: "authid_1", app_metadata: { customer_id: "cus_1" }, provider_identities: [] }
const signIn = async () =>
  ((await generateJwtTokenWithChecks(container as never, { authIdentity: identity as never, actorType: "customer", authProvider: "emailpass" })) as { token: string }).token
const claimsOf = (token: string) => getAuthContextFromJwtToken(`Bearer ${token}`, secret, ["bearer"], ["*"], undefined, { expiresIn: "1d" }) as Record<string, any>

afterEach(() => {
  vi.useRealTimers()
})

describe("Medusa's session tokens (patched)", () => {
  it("differ for two sign-ins of one identity in the same second, each with an id of its own", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T10:00:00.000Z"), toFake: ["Date"] })
    const first = await signIn()
    vi.setSystemTime(new Date("2026-12-01T10:00:00.900Z"))
    const second = await signIn()

    const [firstClaims, secondClaims] = [claimsOf(first), claimsOf(second)]
    expect(firstClaims.iat).toBe(secondClaims.iat)
    expect(firstClaims.jti).toMatch(/^[0-9a-f-]{36}$/)
    expect(secondClaims.jti).toMatch(/^[0-9a-f-]{36}$/)
    expect(firstClaims.jti).not.toBe(secondClaims.jti)
    // What an ended session is recorded by differs too.
    expect(tokenDigest(first)).not.toBe(tokenDigest(second))
  })
})

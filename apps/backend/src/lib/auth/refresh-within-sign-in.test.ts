import { describe, expect, it } from "vitest"
import { withinSignIn } from "./refresh-within-sign-in"

const NOW = 1_800_000_000
const issued = { actor_id: "cus_1", auth_identity_id: "authid_1", iat: NOW, exp: NOW + 86_400, app_metadata: { customer_id: "cus_1" } }

describe("withinSignIn", () => {
  it("names the sign-in and expires with it, not a full lifetime from now", () => {
    const refreshed = withinSignIn(issued, { signIn: "first", until: NOW + 3_600 }, NOW)
    expect(refreshed).toEqual({
      payload: { actor_id: "cus_1", auth_identity_id: "authid_1", app_metadata: { customer_id: "cus_1" }, sign_in: "first", iat: NOW },
      expiresIn: 3_600,
    })
  })

  it("keeps the id Medusa gave the token it issued, so two refreshes within a second are two tokens", () => {
    const refreshed = withinSignIn({ ...issued, jti: "id-of-this-refresh" }, { signIn: "first", until: NOW + 3_600 }, NOW)
    expect(refreshed?.payload).toMatchObject({ jti: "id-of-this-refresh" })
  })

  it("never expires later than the token Medusa issued", () => {
    expect(withinSignIn(issued, { signIn: "first", until: NOW + 90_000 }, NOW)?.expiresIn).toBe(86_400)
  })

  it("is null once the sign-in has no time left", () => {
    expect(withinSignIn(issued, { signIn: "first", until: NOW }, NOW)).toBeNull()
    expect(withinSignIn(issued, { signIn: "first", until: NOW - 5 }, NOW)).toBeNull()
  })
})

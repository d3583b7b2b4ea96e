import { describe, expect, it } from "vitest"
import { authProviderOf, namesAnInheritedActorType } from "./auth-provider-path"

describe("authProviderOf", () => {
  it("is the provider segment of an auth path, with or without more after it", () => {
    expect(authProviderOf("/auth/customer/emailpass")).toBe("emailpass")
    expect(authProviderOf("/auth/customer/emailpass/")).toBe("emailpass")
    expect(authProviderOf("/auth/user/emailpass/register")).toBe("emailpass")
    expect(authProviderOf("/auth/customer/google/callback")).toBe("google")
  })

  it("is decoded, as Express decodes the parameter for Medusa's route, and lower-cased", () => {
    expect(authProviderOf("/auth/customer/email%70ass")).toBe("emailpass")
    expect(authProviderOf("/auth/customer/%65%6D%61%69%6C%70%61%73%73/update")).toBe("emailpass")
    expect(authProviderOf("/auth/customer/EmailPass")).toBe("emailpass")
  })

  it("is null when there is none, or it cannot be decoded", () => {
    expect(authProviderOf("/auth/session")).toBeNull()
    expect(authProviderOf("/auth/customer/")).toBeNull()
    expect(authProviderOf("/auth/customer/email%E0%A4%A")).toBeNull()
  })
})

describe("namesAnInheritedActorType", () => {
  it("holds for the members every object inherits, however they are encoded, and for no actor type", () => {
    for (const path of ["/auth/__proto__/emailpass", "/auth/constructor/emailpass/reset-password", "/auth/toString/x", "/auth/%5F%5Fproto%5F%5F/emailpass"]) {
      expect(namesAnInheritedActorType(path), path).toBe(true)
    }
    for (const path of ["/auth/customer/emailpass", "/auth/user/emailpass/update", "/auth/tostring/emailpass", "/auth/session", "/auth/%E0%A4%A/x"]) {
      expect(namesAnInheritedActorType(path), path).toBe(false)
    }
  })
})

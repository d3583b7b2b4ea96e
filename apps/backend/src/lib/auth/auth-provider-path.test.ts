import { describe, expect, it } from "vitest"
import { authProviderOf } from "./auth-provider-path"

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

import { describe, expect, it } from "vitest"
import { accountEmail } from "./account-email"

describe("accountEmail", () => {
  it("keys an account the same however its email is typed", () => {
    expect(accountEmail("  Ana@Example.COM ")).toBe("ana@example.com")
  })

  it("is null for anything that names no email", () => {
    expect(accountEmail("   ")).toBeNull()
    expect(accountEmail(undefined)).toBeNull()
    expect(accountEmail(42)).toBeNull()
  })
})

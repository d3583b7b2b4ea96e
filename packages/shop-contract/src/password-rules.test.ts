import { describe, expect, it } from "vitest"
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES_TEXT, unmetPasswordRules } from "./password-rules"

describe("unmetPasswordRules", () => {
  it("accepts 8 to 128 characters", () => {
    expect(unmetPasswordRules("green-te")).toEqual([])
    expect(unmetPasswordRules("green-tea-123")).toEqual([])
    expect(unmetPasswordRules("x".repeat(128))).toEqual([])
  })

  it("names the minimum when the password is shorter", () => {
    expect(unmetPasswordRules("green-t")).toEqual(["The password must be at least 8 characters long."])
  })

  it("names the maximum when the password is longer", () => {
    expect(unmetPasswordRules("x".repeat(129))).toEqual(["The password must be at most 128 characters long."])
  })

  it("counts characters, not UTF-16 units: four emoji are four characters", () => {
    expect(unmetPasswordRules("🍵🍵🍵🍵")).toEqual(["The password must be at least 8 characters long."])
    expect(unmetPasswordRules("🍵".repeat(128))).toEqual([])
  })

  it("asks for a password when there is none", () => {
    for (const missing of [undefined, null, ""]) expect(unmetPasswordRules(missing)).toEqual(["A password is required."])
  })

  it("refuses what is not text", () => {
    for (const value of [12345678, true, ["green-tea-123"], { password: "green-tea-123" }]) {
      expect(unmetPasswordRules(value)).toEqual(["The password must be text."])
    }
  })
})

describe("PASSWORD_RULES_TEXT", () => {
  it("states the minimum the rules check", () => {
    expect(PASSWORD_RULES_TEXT).toBe(`At least ${PASSWORD_MIN_LENGTH} characters.`)
    expect(unmetPasswordRules("x".repeat(PASSWORD_MIN_LENGTH - 1))).toHaveLength(1)
    expect(unmetPasswordRules("x".repeat(PASSWORD_MIN_LENGTH))).toEqual([])
  })
})

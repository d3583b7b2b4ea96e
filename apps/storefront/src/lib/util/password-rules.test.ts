import { describe, expect, it } from "vitest"
import { unmetPasswordRules } from "./password-rules"

describe("password rules", () => {
  it("accepts 8 to 128 characters", () => {
    expect(unmetPasswordRules("12345678")).toEqual([])
    expect(unmetPasswordRules("x".repeat(128))).toEqual([])
    expect(unmetPasswordRules("🍵".repeat(8))).toEqual([])
  })

  it("names the rule a password misses", () => {
    expect(unmetPasswordRules("short")).toEqual(["At least 8 characters"])
    expect(unmetPasswordRules("x".repeat(129))).toEqual(["At most 128 characters"])
  })
})

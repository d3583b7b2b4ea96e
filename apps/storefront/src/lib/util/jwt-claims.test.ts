import { describe, expect, it } from "vitest"
import { resetTokenEmail, secondsUntilExpiry, tokenCustomerId } from "./jwt-claims"

const tokenWith = (claims: object) =>
  ["e30", Buffer.from(JSON.stringify(claims)).toString("base64url"), "signature"].join(".")

describe("token claims", () => {
  it("counts the seconds left until the token's exp", () => {
    expect(secondsUntilExpiry(tokenWith({ exp: 1_000 }), 400_500)).toBe(599)
  })

  it("says 0 for an expired token, one without exp, and one that is not a token", () => {
    expect(secondsUntilExpiry(tokenWith({ exp: 1_000 }), 2_000_000)).toBe(0)
    expect(secondsUntilExpiry(tokenWith({}), 0)).toBe(0)
    expect(secondsUntilExpiry("not-a-token", 0)).toBe(0)
    expect(secondsUntilExpiry("a.%%%.b", 0)).toBe(0)
  })

  it("names the customer, or none for an identity whose registration did not finish", () => {
    expect(tokenCustomerId(tokenWith({ actor_id: "cus_1" }))).toBe("cus_1")
    expect(tokenCustomerId(tokenWith({ actor_id: "" }))).toBeNull()
    expect(tokenCustomerId("garbage")).toBeNull()
  })
})

describe("resetTokenEmail", () => {
  it("is the email a reset token was issued for, or null when it names none", () => {
    expect(resetTokenEmail(tokenWith({ entity_id: "tea@example.com", purpose: "reset" }))).toBe("tea@example.com")
    expect(resetTokenEmail(tokenWith({ entity_id: "" }))).toBeNull()
    expect(resetTokenEmail(tokenWith({}))).toBeNull()
    expect(resetTokenEmail("garbage")).toBeNull()
  })
})

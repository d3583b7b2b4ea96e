import { describe, expect, it } from "vitest"
import { resetTokenEmail } from "./reset-token-email"

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")
const token = (claims: unknown) => [part({ alg: "HS256", typ: "JWT" }), part(claims), "signature"].join(".")

describe("resetTokenEmail", () => {
  it("is the token's entity_id", () => {
    expect(resetTokenEmail(token({ entity_id: "tea@example.com", purpose: "reset" }))).toBe("tea@example.com")
  })

  it("is null for what is not a token naming an email", () => {
    expect(resetTokenEmail("not-a-token")).toBeNull()
    expect(resetTokenEmail("a.%%%.c")).toBeNull()
    expect(resetTokenEmail(token({ purpose: "reset" }))).toBeNull()
    expect(resetTokenEmail(token({ entity_id: 7 }))).toBeNull()
    expect(resetTokenEmail(token("just a string"))).toBeNull()
  })
})

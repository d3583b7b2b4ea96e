import { describe, expect, it } from "vitest"
import { resetRequestKey, tooManyResetRequestsMessage } from "./reset-request-throttle"

describe("the reset-request throttle's keys", () => {
  it("are one per actor type, email and client, however the email is typed", () => {
    const key = resetRequestKey("customer", "Leaf@Example.com ", "203.0.113.9")
    expect(key).toBe(resetRequestKey("CUSTOMER", "leaf@example.com", "203.0.113.9"))
    expect(key).not.toBe(resetRequestKey("customer", "leaf@example.com", "198.51.100.7"))
    expect(key).not.toBe(resetRequestKey("user", "leaf@example.com", "203.0.113.9"))
    expect(key).not.toBe(resetRequestKey("customer", "other@example.com", "203.0.113.9"))
  })

  it("hold no address, and there is none without an email", () => {
    expect(resetRequestKey("customer", "leaf@example.com", "203.0.113.9")).not.toMatch(/leaf|example|203/)
    expect(resetRequestKey("customer", "  ", "203.0.113.9")).toBeNull()
    expect(resetRequestKey("customer", 42, "203.0.113.9")).toBeNull()
  })

  it("say how long to wait", () => {
    expect(tooManyResetRequestsMessage(30)).toBe("Too many password-reset requests for this email. Try again in 30 seconds.")
  })
})

import { describe, expect, it } from "vitest"
import { signInLiftKey, signInThrottleKeys, tooManyFailuresMessage } from "./sign-in-throttle"

describe("tooManyFailuresMessage", () => {
  it("says how long to wait, in seconds up to two minutes and in minutes beyond", () => {
    expect(tooManyFailuresMessage(1)).toBe("Too many failed sign-ins for this email. Try again in 1 second.")
    expect(tooManyFailuresMessage(30)).toBe("Too many failed sign-ins for this email. Try again in 30 seconds.")
    expect(tooManyFailuresMessage(240)).toBe("Too many failed sign-ins for this email. Try again in 4 minutes.")
    expect(tooManyFailuresMessage(899)).toBe("Too many failed sign-ins for this email. Try again in 15 minutes.")
  })
})

describe("signInThrottleKeys", () => {
  const keys = (actor: string, email: unknown, client = "203.0.113.7") => signInThrottleKeys(actor, email, client)

  it("are the same for an email however it is typed", () => {
    const kept = keys("customer", "tea@example.com")!
    expect(kept.account).toMatch(/^sign-in-failures:[0-9a-f]{16}:[0-9a-f]{64}:[0-9a-f]{64}$/)
    expect(keys("customer", "  Tea@Example.COM ")).toEqual(kept)
    expect(kept.lift).toBe(signInLiftKey("TEA@example.com "))
  })

  it("count an account per actor type and per client: a customer's failures or another client's never touch it", () => {
    const customer = keys("customer", "tea@example.com")!
    const staff = keys("user", "tea@example.com")!
    const otherClient = keys("customer", "tea@example.com", "198.51.100.2")!
    expect(staff.account).not.toBe(customer.account)
    expect(otherClient.account).not.toBe(customer.account)
    // A reset lifts the account's failures whoever failed and as whatever actor.
    expect(new Set([customer.lift, staff.lift, otherClient.lift]).size).toBe(1)
  })

  it("count a client's failures for every email per actor type, and know the emails signed in from it", () => {
    const customer = keys("customer", "tea@example.com")!
    expect(keys("customer", "other@example.com")!.client).toBe(customer.client)
    expect(keys("user", "tea@example.com")!.client).not.toBe(customer.client)
    expect(keys("customer", "tea@example.com", "198.51.100.2")!.client).not.toBe(customer.client)
    expect(keys("customer", "other@example.com")!.known).not.toBe(customer.known)
    expect(keys("customer", "tea@example.com", "198.51.100.2")!.known).not.toBe(customer.known)
    expect(new Set(Object.values(customer)).size).toBe(4)
  })

  it("hold neither the email nor the client", () => {
    const kept = JSON.stringify(keys("customer", "tea@example.com"))
    expect(kept).not.toContain("tea")
    expect(kept).not.toContain("203.0")
  })

  it("are null when no email is named", () => {
    for (const email of [undefined, null, "", "   ", 42, ["tea@example.com"]]) expect(keys("customer", email)).toBeNull()
  })
})

import { describe, expect, it } from "vitest"
import { emailLookupKey, emailLookupName, tooManyEmailLookupsMessage } from "./email-lookup-throttle"
import { withOneMoreFailure } from "../../http/failure-throttle"

describe("emailLookupKey", () => {
  it("is one per client, and holds no address", () => {
    expect(emailLookupKey("203.0.113.7")).toMatch(/^v1-email-lookups:[0-9a-f]{64}$/)
    expect(emailLookupKey("203.0.113.7")).toBe(emailLookupKey("203.0.113.7"))
    expect(emailLookupKey("198.51.100.2")).not.toBe(emailLookupKey("203.0.113.7"))
  })
})

describe("emailLookupName", () => {
  it("is the same for an email however it is typed, and holds no address", () => {
    const name = emailLookupName("tea@example.com")!
    expect(name).toMatch(/^[0-9a-f]{64}$/)
    expect(emailLookupName("  Tea@Example.COM ")).toBe(name)
    expect(emailLookupName("other@example.com")).not.toBe(name)
  })

  it("is null when no email is named", () => {
    expect(emailLookupName("")).toBeNull()
    expect(emailLookupName("   ")).toBeNull()
    expect(emailLookupName(undefined)).toBeNull()
  })

  it("counts an email looked up again once", () => {
    const first = withOneMoreFailure(null, 0, emailLookupName("tea@example.com")!)!.record
    expect(withOneMoreFailure(first, 1, emailLookupName("TEA@example.com")!)).toBeNull()
    expect(withOneMoreFailure(first, 1, emailLookupName("oolong@example.com")!)!.record.failures).toBe(2)
  })
})

describe("tooManyEmailLookupsMessage", () => {
  it("says how long to wait", () => {
    expect(tooManyEmailLookupsMessage(30)).toBe("Too many account lookups from this client. Try again in 30 seconds.")
    expect(tooManyEmailLookupsMessage(600)).toBe("Too many account lookups from this client. Try again in 10 minutes.")
  })
})

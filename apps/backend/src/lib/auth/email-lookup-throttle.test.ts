import { describe, expect, it } from "vitest"
import { emailLookupKey, emailLookupName, tooManyEmailLookupsMessage } from "./email-lookup-throttle"
import { FailureCounts } from "../http/failure-counts"

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

  it("counts an email looked up again once, however it is typed", async () => {
    const counts = new FailureCounts("email-lookup-test")
    const key = emailLookupKey("203.0.113.7")
    const lookUp = async (email: string) => {
      const turns = await counts.begin([key])
      if (typeof turns !== "number") await counts.fail(turns[0], emailLookupName(email)!)
      return turns
    }
    // Five emails, one of them twice: each of the six goes at once, and the next one waits.
    for (const email of ["tea@example.com", " TEA@example.com", "oolong@example.com", "sencha@example.com", "matcha@example.com", "hojicha@example.com"]) {
      expect(typeof (await lookUp(email))).not.toBe("number")
    }
    expect(await lookUp("genmaicha@example.com")).toBe(30)
  })
})

describe("tooManyEmailLookupsMessage", () => {
  it("says how long to wait", () => {
    expect(tooManyEmailLookupsMessage(30)).toBe("Too many account lookups from this client. Try again in 30 seconds.")
    expect(tooManyEmailLookupsMessage(600)).toBe("Too many account lookups from this client. Try again in 10 minutes.")
  })
})

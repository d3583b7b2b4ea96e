import { describe, expect, it } from "vitest"
import { passwordChangedEmail } from "./password-changed"

describe("passwordChangedEmail", () => {
  it("tells when (UTC) and where to ask for a reset link if it was not the owner", async () => {
    const message = await passwordChangedEmail("ann@example.com", "2026-02-01T23:45:10.000Z", "http://shop.test/")
    expect(message.subject).toBe("Your Leafline password was changed")
    expect(message.text).toContain("(ann@example.com) was changed on 01-02-2026 at 23:45 UTC")
    expect(message.link).toBe("http://shop.test/account/login?view=reset")
    expect(message.text).toContain(message.link)
    expect(message.html).toContain('href="http://shop.test/account/login?view=reset"')
  })
})

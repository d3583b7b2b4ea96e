import { describe, expect, it } from "vitest"
import { passwordResetMessage } from "./reset-message"

const pages = { storefrontUrl: "http://shop.test", backOfficeUrl: "http://api.test/app" }

describe("passwordResetMessage", () => {
  it("sends a shopper to the storefront's reset page with the token and the encoded email", () => {
    const message = passwordResetMessage({ actorType: "customer", email: "ann+tea@example.com", token: "a.b-c_d" }, pages)
    expect(message?.url).toBe("http://shop.test/account/reset-password?token=a.b-c_d&email=ann%2Btea%40example.com")
  })

  it("sends staff to the back office's reset page", () => {
    const message = passwordResetMessage({ actorType: "user", email: "admin@leafline.local", token: "t" }, pages)
    expect(message?.url).toBe("http://api.test/app/reset-password?token=t&email=admin%40leafline.local")
    expect(message?.text).toContain("back-office account")
  })

  it("joins addresses configured with a trailing slash", () => {
    const message = passwordResetMessage(
      { actorType: "customer", email: "a@b.c", token: "t" },
      { ...pages, storefrontUrl: "http://shop.test/" },
    )
    expect(message?.url).toBe("http://shop.test/account/reset-password?token=t&email=a%40b.c")
  })

  it("writes a plain-text body with the link, its lifetime and what to do if it was not you", () => {
    const message = passwordResetMessage({ actorType: "customer", email: "a@b.c", token: "t" }, pages)!
    expect(message.subject).toBe("Reset your Leafline password")
    expect(message.text).toContain(message.url)
    expect(message.text).toContain("15 minutes")
    expect(message.text).toContain("If it was not you, ignore this message")
  })

  it("escapes the link in the HTML body", () => {
    const message = passwordResetMessage({ actorType: "customer", email: "a@b.c", token: "t" }, pages)!
    expect(message.html).toContain('href="http://shop.test/account/reset-password?token=t&amp;email=a%40b.c"')
    expect(message.html).not.toContain("&email")
  })

  it("has no message for an actor type without a reset page", () => {
    expect(passwordResetMessage({ actorType: "seller", email: "a@b.c", token: "t" }, pages)).toBeNull()
    expect(passwordResetMessage({ actorType: "constructor", email: "a@b.c", token: "t" }, pages)).toBeNull()
  })
})

import { describe, expect, it } from "vitest"
import { loginHref, loginViewFrom, requiresSession, safeReturnPath } from "./login-view"

describe("login view", () => {
  it("takes the view the URL names", () => {
    expect(loginViewFrom("register")).toBe("register")
    expect(loginViewFrom("reset")).toBe("reset")
    expect(loginViewFrom(["reset", "register"])).toBe("reset")
  })

  it("is sign-in when the URL names none or an unknown one", () => {
    expect(loginViewFrom(undefined)).toBe("sign-in")
    expect(loginViewFrom("")).toBe("sign-in")
    expect(loginViewFrom("admin")).toBe("sign-in")
  })

  it("links to a view and keeps the page to return to", () => {
    expect(loginHref("sign-in")).toBe("/account/login")
    expect(loginHref("register", "/account/orders?page=2")).toBe("/account/login?view=register&next=%2Faccount%2Forders%3Fpage%3D2")
    expect(loginHref("sign-in", "/account")).toBe("/account/login")
  })
})

describe("return path after signing in", () => {
  it("returns to a page of the shop, with its query", () => {
    expect(safeReturnPath("/account/orders?page=2")).toBe("/account/orders?page=2")
    expect(safeReturnPath("/checkout")).toBe("/checkout")
  })

  it("goes to the account for anything that could leave the shop", () => {
    for (const next of ["https://evil.example", "//evil.example", "/\\evil.example", "evil", "/a\nb", "", undefined, null]) {
      expect(safeReturnPath(next)).toBe("/account")
    }
  })

  it("never returns to the login or reset page itself", () => {
    expect(safeReturnPath("/account/login?view=register")).toBe("/account")
    expect(safeReturnPath("/account/reset-password?token=x")).toBe("/account")
  })
})

describe("pages that need a customer", () => {
  it("are the account pages", () => {
    for (const path of ["/account", "/account/orders", "/account/orders/order_1", "/account/addresses", "/account/profile"]) {
      expect(requiresSession(path)).toBe(true)
    }
  })

  it("are not the login and reset pages, nor any other page", () => {
    for (const path of ["/account/login", "/account/reset-password", "/", "/teas", "/accounts", "/favourites"]) {
      expect(requiresSession(path)).toBe(false)
    }
  })
})

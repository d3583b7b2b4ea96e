import { describe, expect, it } from "vitest"
import { LARGEST_ORDER_NUMBER, lookupEmailOf, orderNumberOf, placedWithEmail } from "./lookup-input"

describe("the order number a guest enters", () => {
  it("is taken as a number, as digits, or as the shop shows it (#1005), spaces around it aside", () => {
    expect(orderNumberOf(1005)).toBe(1005)
    expect(orderNumberOf("1005")).toBe(1005)
    expect(orderNumberOf(" #1005 ")).toBe(1005)
    expect(orderNumberOf("# 7")).toBe(7)
    expect(orderNumberOf(String(LARGEST_ORDER_NUMBER))).toBe(LARGEST_ORDER_NUMBER)
  })

  it("is nothing when it is not a whole positive number an order can have", () => {
    for (const value of [undefined, null, "", " ", "abc", "10a", "1e3", "0x10", "-3", -3, 0, "0", 1.5, "1.5", "10 05", LARGEST_ORDER_NUMBER + 1, "99999999999", Number.NaN, Infinity, true, [1005], { n: 1 }]) {
      expect(orderNumberOf(value), String(value)).toBeNull()
    }
  })
})

describe("the email a guest enters", () => {
  it("is trimmed and lower-cased", () => {
    expect(lookupEmailOf("  Tea.Lover@Example.COM ")).toBe("tea.lover@example.com")
  })

  it("is nothing when it is not an email address", () => {
    for (const value of [undefined, null, 42, "", "   ", "tea", "tea@", "@example.com", "tea@example", "te a@example.com", `${"a".repeat(250)}@example.com`]) {
      expect(lookupEmailOf(value), String(value)).toBeNull()
    }
  })

  it("matches the order's email however either is cased or spaced, and only that email", () => {
    expect(placedWithEmail("Tea.Lover@example.com", "tea.lover@EXAMPLE.com ")).toBe(true)
    expect(placedWithEmail("tea.lover@example.com", "tea.lover@example.org")).toBe(false)
    expect(placedWithEmail(null, "tea.lover@example.com")).toBe(false)
    expect(placedWithEmail("", "")).toBe(false)
  })
})

import { describe, expect, it } from "vitest"
import { LOOKUP_MESSAGES, lookupOutcome, lookupPrefill, orderLookupHref } from "./order-lookup"

describe("the order lookup's address", () => {
  it("links with the number and the email, encoded, or with either, or bare", () => {
    expect(orderLookupHref({ order: 1005, email: "tea+lover@example.com" })).toBe("/order/lookup?order=1005&email=tea%2Blover%40example.com")
    expect(orderLookupHref({ order: 1005 })).toBe("/order/lookup?order=1005")
    expect(orderLookupHref()).toBe("/order/lookup")
  })

  it("fills the form from it, and looks the order up at once only when both are there", () => {
    expect(lookupPrefill(" 1005 ", "tea+lover@example.com")).toEqual({ order: "1005", email: "tea+lover@example.com", lookUpNow: true })
    expect(lookupPrefill("1005", undefined)).toEqual({ order: "1005", email: "", lookUpNow: false })
    expect(lookupPrefill(undefined, "a@example.com")).toEqual({ order: "", email: "a@example.com", lookUpNow: false })
    expect(lookupPrefill(["7", "8"], [" a@example.com", "b@example.com"])).toEqual({ order: "7", email: "a@example.com", lookUpNow: true })
    expect(lookupPrefill("  ", "a@example.com").lookUpNow).toBe(false)
  })

  it("keeps no more of a value than a number or email can be", () => {
    const prefill = lookupPrefill("9".repeat(500), `${"a".repeat(500)}@example.com`)
    expect(prefill.order).toHaveLength(20)
    expect(prefill.email).toHaveLength(254)
  })
})

describe("the lookup's answer, as the shopper reads it", () => {
  const order = { id: "order_1", display_id: 1005 }

  it("is the order when found", () => {
    expect(lookupOutcome(200, { order })).toEqual({ found: order })
  })

  it("is the back end's message for no match, a bad entry and too many attempts", () => {
    expect(lookupOutcome(404, { message: "No order matches that number and email." })).toEqual({ refused: LOOKUP_MESSAGES.noMatch })
    expect(lookupOutcome(404, null)).toEqual({ refused: LOOKUP_MESSAGES.noMatch })
    expect(lookupOutcome(400, { message: "Invalid request: email must be…" })).toEqual({ refused: "Invalid request: email must be…" })
    expect(lookupOutcome(429, { message: "Too many order lookups that found nothing. Try again in 30 seconds." })).toEqual({
      refused: "Too many order lookups that found nothing. Try again in 30 seconds.",
    })
  })

  it("is that the shop cannot answer for anything else, never a server's own text", () => {
    for (const [status, body] of [[500, { message: "TypeError: x is undefined" }], [502, null], [200, {}], [403, { message: "refused" }], [400, {}], [429, null]] as const) {
      expect(lookupOutcome(status, body)).toEqual({ refused: LOOKUP_MESSAGES.unavailable })
    }
  })
})

import { describe, expect, it } from "vitest"
import {
  codeNotAppliedMessage,
  codeOutcome,
  codesNotHeld,
  failedCodeName,
  promotionCodeThrottleKeys,
  requestedCodes,
  tooManyFailedCodesMessage,
} from "./promotion-code-guessing"

describe("promotionCodeThrottleKeys", () => {
  it("keep a cart's count apart from a client's, and each cart and client apart from the others", () => {
    const keys = promotionCodeThrottleKeys("cart_A", "203.0.113.7")
    expect(keys.cart).not.toBe(keys.client)
    expect(promotionCodeThrottleKeys("cart_B", "203.0.113.7")).toEqual({ cart: expect.not.stringMatching(keys.cart), client: keys.client })
    expect(promotionCodeThrottleKeys("cart_A", "198.51.100.2")).toEqual({ cart: keys.cart, client: expect.not.stringMatching(keys.client) })
  })

  it("hold neither the cart id nor the client's address", () => {
    const kept = JSON.stringify(promotionCodeThrottleKeys("cart_A", "203.0.113.7"))
    expect(kept).not.toContain("cart_A")
    expect(kept).not.toContain("203.0")
  })

  it("do not let a client's key stand for a cart's (a client named like a cart)", () => {
    expect(promotionCodeThrottleKeys("x", "x").cart).not.toBe(promotionCodeThrottleKeys("x", "x").client)
  })
})

describe("failedCodeName", () => {
  it("is short, of one length, and tells codes apart by case", () => {
    expect(failedCodeName("WELCOME10")).toMatch(/^[0-9a-f]{16}$/)
    expect(failedCodeName("x".repeat(10_000))).toHaveLength(16)
    expect(failedCodeName("welcome10")).not.toBe(failedCodeName("WELCOME10"))
  })
})

describe("requestedCodes", () => {
  it("are the body's promo_codes when they are a list of strings", () => {
    expect(requestedCodes({ promo_codes: ["A", "B"] })).toEqual(["A", "B"])
    expect(requestedCodes({ promo_codes: [] })).toEqual([])
  })

  it("are null otherwise, for Medusa's validators to refuse", () => {
    for (const body of [undefined, null, {}, { promo_codes: "A" }, { promo_codes: ["A", 1] }, { promo_codes: [null] }, "text"]) {
      expect(requestedCodes(body)).toBeNull()
    }
  })
})

describe("codesNotHeld", () => {
  it("are the requested codes the cart does not hold, each once", () => {
    expect(codesNotHeld(["WELCOME10", "GUESS", "GUESS"], ["WELCOME10"])).toEqual(["GUESS"])
    expect(codesNotHeld(["WELCOME10"], ["WELCOME10"])).toEqual([])
    expect(codesNotHeld(["A", "B"], [])).toEqual(["A", "B"])
  })
})

describe("codeOutcome", () => {
  const ok = { status: 200, body: { cart: { id: "cart_A" } } }

  it("is applied when the cart holds the code after a success", () => {
    expect(codeOutcome(ok, "WELCOME10", ["WELCOME10"])).toBe("applied")
  })

  it("is not applied after a success without the code (a known code that does not apply) or Medusa's unknown-code 400", () => {
    expect(codeOutcome(ok, "DRAFT5", [])).toBe("not applied")
    expect(codeOutcome({ status: 400, body: { type: "invalid_data", message: "The promotion code GUESS is invalid" } }, "GUESS", null)).toBe(
      "not applied",
    )
  })

  it("is other for answers that looked no code up", () => {
    expect(codeOutcome({ status: 400, body: { message: "Cart cart_A is already completed." } }, "GUESS", null)).toBe("other")
    expect(codeOutcome({ status: 400, body: { message: "The promotion code OTHER is invalid" } }, "GUESS", null)).toBe("other")
    expect(codeOutcome({ status: 404, body: { message: "Cart with id cart_A was not found" } }, "GUESS", null)).toBe("other")
    expect(codeOutcome({ status: 409, body: null }, "GUESS", null)).toBe("other")
    expect(codeOutcome({ status: 500, body: "oops" }, "GUESS", null)).toBe("other")
  })
})

describe("messages", () => {
  it("say the same of a code that does not exist and of one that does not apply, and how long to wait", () => {
    expect(codeNotAppliedMessage("GUESS")).toBe("The promotion code GUESS is invalid or does not apply to this cart.")
    expect(tooManyFailedCodesMessage(30)).toBe("Too many promotion codes that did not apply. Try again in 30 seconds.")
    expect(tooManyFailedCodesMessage(900)).toBe("Too many promotion codes that did not apply. Try again in 15 minutes.")
  })
})

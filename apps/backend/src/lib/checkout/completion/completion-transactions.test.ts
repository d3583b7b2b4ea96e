import { describe, expect, it } from "vitest"
import { cartOfCompletion, completionTransactionId, completionTransactionPrefix } from "./completion-transactions"

describe("completion transaction ids", () => {
  it("name their cart, and a new id for each run", () => {
    const first = completionTransactionId("cart_01JABCDEFGHJKMNPQRSTVWXYZ0")
    const second = completionTransactionId("cart_01JABCDEFGHJKMNPQRSTVWXYZ0")
    expect(first).not.toBe(second)
    expect(cartOfCompletion(first)).toBe("cart_01JABCDEFGHJKMNPQRSTVWXYZ0")
    expect(first.startsWith(completionTransactionPrefix("cart_01JABCDEFGHJKMNPQRSTVWXYZ0"))).toBe(true)
    expect(first).not.toContain(":")
  })

  it("are told from the engine's own ids and from other carts' prefixes", () => {
    expect(cartOfCompletion("auto-01JABCDEFGHJKMNPQRSTVWXYZ0")).toBeNull()
    expect(cartOfCompletion("cart-completion-cart_1")).toBeNull()
    expect(completionTransactionId("cart_12", "0123456789abcdef0123456789abcdef").startsWith(completionTransactionPrefix("cart_1"))).toBe(false)
  })
})

import { describe, expect, it } from "vitest"
import { NO_STORE, cartForStore, cartIds, cartStoreKey, cartsReducer, totalItemCount, type HeldCart } from "./carts-per-store"

const item = (storeId: string, quantity: number) => ({ quantity, variant: { store_id: storeId } })
const cart = (id: string, items: ReturnType<typeof item>[] = [], extra: Partial<HeldCart> = {}) =>
  ({ id, items, ...extra }) as unknown as HeldCart

describe("carts per store", () => {
  it("keys a cart by its first item's tea house, or nostore while empty", () => {
    expect(cartStoreKey(cart("c1", [item("s1", 1), item("s2", 1)]))).toBe("s1")
    expect(cartStoreKey(cart("c2"))).toBe(NO_STORE)
  })
  it("counts the items of every held cart, 0 with none", () => {
    expect(totalItemCount({})).toBe(0)
    expect(totalItemCount({ s1: cart("c1", [item("s1", 2), item("s1", 1)]), s2: cart("c2", [item("s2", 4)]) })).toBe(7)
  })
  it("puts an item into its house's cart, else an empty cart, else asks for a new one", () => {
    const s1 = cart("c1", [item("s1", 1)])
    const empty = cart("c0")
    expect(cartForStore({ s1, [NO_STORE]: empty }, "s1")).toBe(s1)
    expect(cartForStore({ s1, [NO_STORE]: empty }, "s2")).toBe(empty)
    expect(cartForStore({ s1 }, "s2")).toBeNull()
  })
  it("loads carts, dropping completed ones", () => {
    const held = cartsReducer({}, { type: "init", carts: [cart("c1", [item("s1", 1)]), cart("c2", [], { completed_at: "2026-01-01" } as never)] })
    expect(cartIds(held)).toEqual({ s1: "c1" })
  })
  it("replaces a cart with the server's answer and re-keys an empty cart by its first item", () => {
    const held = cartsReducer({ [NO_STORE]: cart("c0") }, { type: "set cart", cart: cart("c0", [item("s2", 1)]) })
    expect(cartIds(held)).toEqual({ s2: "c0" })
    expect(cartsReducer(held, { type: "drop cart", cartId: "c0" })).toEqual({})
  })
})

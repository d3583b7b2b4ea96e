import { describe, expect, it } from "vitest"
import {
  NO_HOUSE,
  cartForHouse,
  cartIds,
  cartHouseKey,
  cartsReducer,
  filledCarts,
  totalItemCount,
  type HeldCart,
} from "./carts-per-house"

const item = (houseId: string, quantity: number, houseName = houseId) => ({ quantity, store_name: houseName, variant: { store_id: houseId } })
const cart = (id: string, items: ReturnType<typeof item>[] = [], extra: Partial<HeldCart> = {}) =>
  ({ id, items, ...extra }) as unknown as HeldCart

describe("carts per store", () => {
  it("keys a cart by its first item's tea house, or nostore while empty", () => {
    expect(cartHouseKey(cart("c1", [item("s1", 1), item("s2", 1)]))).toBe("s1")
    expect(cartHouseKey(cart("c2"))).toBe(NO_HOUSE)
  })
  it("counts the items of every held cart, 0 with none", () => {
    expect(totalItemCount({})).toBe(0)
    expect(totalItemCount({ s1: cart("c1", [item("s1", 2), item("s1", 1)]), s2: cart("c2", [item("s2", 4)]) })).toBe(7)
  })
  it("puts an item into its house's cart, else an empty cart, else asks for a new one", () => {
    const s1 = cart("c1", [item("s1", 1)])
    const empty = cart("c0")
    expect(cartForHouse({ s1, [NO_HOUSE]: empty }, "s1")).toBe(s1)
    expect(cartForHouse({ s1, [NO_HOUSE]: empty }, "s2")).toBe(empty)
    expect(cartForHouse({ s1 }, "s2")).toBeNull()
  })
  it("lists the filled carts by house name, leaving the empty one out", () => {
    const held = { s2: cart("c2", [item("s2", 1, "Yunnan")]), s1: cart("c1", [item("s1", 1, "Kyoto")]), [NO_HOUSE]: cart("c0") }
    expect(filledCarts(held).map((c) => c.id)).toEqual(["c1", "c2"])
  })
})

describe("cart actions", () => {
  it("init loads carts under their houses, dropping completed ones", () => {
    const held = cartsReducer({}, { type: "init", carts: [cart("c1", [item("s1", 1)]), cart("c2", [], { completed_at: "2026-01-01" } as never)] })
    expect(cartIds(held)).toEqual({ s1: "c1" })
  })
  it("add item re-keys the empty cart by its first item's house", () => {
    const held = cartsReducer({ [NO_HOUSE]: cart("c0") }, { type: "add item", cart: cart("c0", [item("s2", 1)]) })
    expect(cartIds(held)).toEqual({ s2: "c0" })
  })
  it("add item for a new house keeps the other houses' carts", () => {
    const held = cartsReducer({ s1: cart("c1", [item("s1", 1)]) }, { type: "add item", cart: cart("c2", [item("s2", 1)]) })
    expect(cartIds(held)).toEqual({ s1: "c1", s2: "c2" })
  })
  it("update item replaces the held cart with the server's answer", () => {
    const held = cartsReducer({ s1: cart("c1", [item("s1", 1)]) }, { type: "update item", cart: cart("c1", [item("s1", 3)]) })
    expect(totalItemCount(held)).toBe(3)
  })
  it("remove item of the last line moves the cart back to nostore", () => {
    const held = cartsReducer({ s1: cart("c1", [item("s1", 1)]) }, { type: "remove item", cart: cart("c1") })
    expect(cartIds(held)).toEqual({ [NO_HOUSE]: "c1" })
  })
  it("an emptied cart takes the nohouse key from another empty cart, so only one empty cart is held", () => {
    const held = cartsReducer({ s1: cart("c1", [item("s1", 1)]), [NO_HOUSE]: cart("c0") }, { type: "remove item", cart: cart("c1") })
    expect(cartIds(held)).toEqual({ [NO_HOUSE]: "c1" })
  })
  it("set items replaces a cart, and drops it if the server says it is completed", () => {
    const filled = { s1: cart("c1", [item("s1", 1)]) }
    expect(cartsReducer(filled, { type: "set items", cart: cart("c1", [item("s1", 1)], { email: "a@b.c" }) }).s1.email).toBe("a@b.c")
    expect(cartsReducer(filled, { type: "set items", cart: cart("c1", [item("s1", 1)], { completed_at: "2026-01-01" } as never) })).toEqual({})
  })
  it("clear items takes completed carts out of the held list and leaves the rest", () => {
    const held = { s1: cart("c1", [item("s1", 1)]), s2: cart("c2", [item("s2", 1)]) }
    expect(cartIds(cartsReducer(held, { type: "clear items", cartIds: ["c1"] }))).toEqual({ s2: "c2" })
  })
  it("set region replaces every cart the server moved", () => {
    const held = { s1: cart("c1", [item("s1", 1)], { region_id: "eu" }), s2: cart("c2", [item("s2", 1)], { region_id: "eu" }) }
    const moved = cartsReducer(held, {
      type: "set region",
      carts: [cart("c1", [item("s1", 1)], { region_id: "us" }), cart("c2", [item("s2", 1)], { region_id: "us" })],
    })
    expect(Object.values(moved).map((c) => c.region_id)).toEqual(["us", "us"])
  })
})

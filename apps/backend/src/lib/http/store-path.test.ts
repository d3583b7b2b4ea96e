import { describe, expect, it } from "vitest"
import { idInStorePath } from "./store-path"

describe("idInStorePath", () => {
  it("reads the cart or order a store path names, with or without what follows it", () => {
    expect(idInStorePath("/store/carts/cart_01")).toBe("cart_01")
    expect(idInStorePath("/store/carts/cart_01/line-items/item_9")).toBe("cart_01")
    expect(idInStorePath("/store/orders/order_7/returns")).toBe("order_7")
  })
  it("reads the same record under the v1 store API's prefix", () => {
    expect(idInStorePath("/v1/store/carts/cart_01/payment-sessions")).toBe("cart_01")
    expect(idInStorePath("/v1/store/orders/order_7")).toBe("order_7")
    expect(idInStorePath("/v1/store/carts")).toBe("")
  })
  it("decodes the segment as the route's params would", () => {
    expect(idInStorePath("/store/carts/cart%2001")).toBe("cart 01")
  })
  it("is empty when the path names no record", () => {
    expect(idInStorePath("/store/carts")).toBe("")
    expect(idInStorePath("/store/carts/")).toBe("")
  })
})

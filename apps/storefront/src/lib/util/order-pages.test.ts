import { describe, expect, it } from "vitest"
import { orderPageCount, orderPageFrom, orderPageHref, orderPageQuery } from "./order-pages"

describe("order pages", () => {
  it("reads the page from the URL, 1 for anything else", () => {
    expect(orderPageFrom("3")).toBe(3)
    expect(orderPageFrom(["2", "5"])).toBe(2)
    for (const bad of [undefined, "", "0", "-1", "1.5", "abc", "1e400"]) expect(orderPageFrom(bad)).toBe(1)
  })

  it("asks for 10 orders a page by offset", () => {
    expect(orderPageQuery(1)).toEqual({ limit: 10, offset: 0 })
    expect(orderPageQuery(3)).toEqual({ limit: 10, offset: 20 })
  })

  it("counts the pages, one at least", () => {
    expect(orderPageCount(0)).toBe(1)
    expect(orderPageCount(10)).toBe(1)
    expect(orderPageCount(11)).toBe(2)
  })

  it("links the first page without a parameter", () => {
    expect(orderPageHref(1)).toBe("/account/orders")
    expect(orderPageHref(2)).toBe("/account/orders?page=2")
  })
})

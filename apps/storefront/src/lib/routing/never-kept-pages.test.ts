import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { isNeverKeptPage, NEVER_KEPT_PAGE_SECTIONS } from "./never-kept-pages"

describe("isNeverKeptPage", () => {
  it.each(["/account", "/account/orders/order_1", "/cart", "/checkout?step=delivery", "/order/lookup", "/order/confirmed/order_1"])("%s is never kept", (href) => {
    expect(isNeverKeptPage(href)).toBe(true)
  })

  it.each(["/", "/teas", "/teas?q=cart", "/teas/alishan-high-mountain", "/tea-houses/hamburg-tea-kontor", "/favourites", "/teas/account-blend"])("%s may be kept", (href) => {
    expect(isNeverKeptPage(href)).toBe(false)
  })

  it("reads a URL object's pathname", () => {
    expect(isNeverKeptPage({ pathname: "/checkout", query: { step: "payment" } } as { pathname: string })).toBe(true)
    expect(isNeverKeptPage({ pathname: "/teas" })).toBe(false)
    expect(isNeverKeptPage({})).toBe(false)
  })

  it("names the same pages as the VCL's never-kept rule", () => {
    const vcl = fs.readFileSync(path.resolve(__dirname, "../../../../../varnish/leafline.vcl"), "utf8")
    const rule = vcl.match(/req\.url ~ "\^\/\(([a-z|]+)\)"/)
    expect(rule, "the VCL's never-kept rule (req.url ~ \"^/(account|...)\")").not.toBeNull()
    expect(rule![1].split("|").sort()).toEqual([...NEVER_KEPT_PAGE_SECTIONS].sort())
  })
})

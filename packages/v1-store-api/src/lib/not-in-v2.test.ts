import { describe, expect, it } from "vitest"
import { NOT_IN_V2, notInV2Answer } from "./not-in-v2"

describe("v1 paths v2 has no meaning for", () => {
  it("each names the v2 path that replaces it", () => {
    for (const [route, message] of Object.entries(NOT_IN_V2)) {
      expect(message, route).toMatch(/(GET|POST) \/(store|admin)\/[a-z-]+/)
    }
  })

  it("answers 501 with that message", () => {
    expect(notInV2Answer("get", "/v1/store/gift-cards/:code")).toEqual({
      status: 501,
      body: { type: "not_implemented", message: NOT_IN_V2["GET /v1/store/gift-cards/:code"] },
    })
  })

  it("refuses to answer for a path it does not list", () => {
    expect(() => notInV2Answer("GET", "/v1/store/products")).toThrow(/not a v1 path/)
  })
})

import { FetchError } from "@medusajs/js-sdk"
import { describe, expect, it } from "vitest"
import { describeStoreFetchFailure } from "./store-fetch-failure"

describe("describeStoreFetchFailure", () => {
  it("reads the status of the sdk's FetchError", () => {
    expect(describeStoreFetchFailure(new FetchError("Cart is already completed", "Conflict", 409))).toEqual({ status: 409 })
  })
  it("takes a TypeError for a request that got no answer", () => {
    expect(describeStoreFetchFailure(new TypeError("Failed to fetch"))).toEqual({})
  })
  it("leaves other errors alone", () => {
    expect(describeStoreFetchFailure(new SyntaxError("Unexpected end of JSON input"))).toBeNull()
    expect(describeStoreFetchFailure(new Error("boom"))).toBeNull()
    expect(describeStoreFetchFailure(null)).toBeNull()
    expect(describeStoreFetchFailure("nope")).toBeNull()
  })
})

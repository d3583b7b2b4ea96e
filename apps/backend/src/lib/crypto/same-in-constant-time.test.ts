import { describe, expect, it } from "vitest"
import { sameInConstantTime } from "./same-in-constant-time"

describe("sameInConstantTime", () => {
  it("is true for the same text only, whatever the lengths", () => {
    expect(sameInConstantTime("s3cret", "s3cret")).toBe(true)
    expect(sameInConstantTime("s3cret", "s3creT")).toBe(false)
    expect(sameInConstantTime("s3cret", "s3cret-and-more")).toBe(false)
    expect(sameInConstantTime("", "s3cret")).toBe(false)
    expect(sameInConstantTime("", "")).toBe(true)
  })
})

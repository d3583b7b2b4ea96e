import { describe, expect, it } from "vitest"
import { findNul } from "./find-nul"

describe("findNul", () => {
  it("names the first key or value with a NUL character", () => {
    expect(findNul({ a: "x", b: ["ok", { c: "bad\0" }] })).toBe("b[1][c]")
    expect(findNul({ ["k\0"]: "x" })).toBe("k%00")
    expect(findNul("a\0")).toBe("")
  })

  it("finds nothing in clean input of any shape", () => {
    expect(findNul({ a: 1, b: null, c: [true, "text", { d: "é" }] })).toBeNull()
    expect(findNul(undefined)).toBeNull()
  })
})

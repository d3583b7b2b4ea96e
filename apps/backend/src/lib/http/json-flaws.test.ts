import { describe, expect, it } from "vitest"
import { findJsonFlaw, MAX_JSON_DEPTH } from "./json-flaws"

/** `{"zz": [[...]]}` with `levels` levels in all. */
const nested = (levels: number) => JSON.parse(`{"zz":${"[".repeat(levels - 1)}${"]".repeat(levels - 1)}}`)

describe("findJsonFlaw", () => {
  it("names the first key or value with a NUL character, in reading order", () => {
    expect(findJsonFlaw({ a: "x", b: ["ok", { c: "bad\0" }] })).toEqual({ kind: "nul", at: "b[1][c]" })
    expect(findJsonFlaw({ ["k\0"]: "x" })).toEqual({ kind: "nul", at: "k%00" })
    expect(findJsonFlaw({ a: { b: "\0" }, ["c\0"]: 1 })).toEqual({ kind: "nul", at: "a[b]" })
    expect(findJsonFlaw("a\0")).toEqual({ kind: "nul", at: "" })
  })

  it("names text that was not UTF-8: U+FFFD, or a lone surrogate, in a key or a value", () => {
    expect(findJsonFlaw(JSON.parse(Buffer.from([...Buffer.from('{"email":"a'), 0xc0, 0xff, ...Buffer.from('@b.example"}')]).toString("utf8")))).toEqual({
      kind: "broken-text",
      at: "email",
    })
    expect(findJsonFlaw(JSON.parse('{"a":["\\ud800"]}'))).toEqual({ kind: "broken-text", at: "a[0]" })
    expect(findJsonFlaw({ "k\uFFFD": 1 })).toMatchObject({ kind: "broken-text" })
    expect(findJsonFlaw({ q: "a\uFFFD" }, { brokenText: false })).toBeNull()
  })

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels, without running out of stack`, () => {
    expect(findJsonFlaw(nested(MAX_JSON_DEPTH))).toBeNull()
    expect(findJsonFlaw(nested(MAX_JSON_DEPTH + 1))).toEqual({ kind: "too-deep" })
    expect(findJsonFlaw(nested(50_000))).toEqual({ kind: "too-deep" })
  })

  it("finds nothing in clean input of any shape", () => {
    expect(findJsonFlaw({ a: 1, b: null, c: [true, "text", { d: "é", e: "🍵" }] })).toBeNull()
    expect(findJsonFlaw(Array.from({ length: 100_000 }, (_, i) => i))).toBeNull()
    expect(findJsonFlaw(undefined)).toBeNull()
  })
})

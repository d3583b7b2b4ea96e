import { describe, expect, it } from "vitest"
import { digest } from "./digest"

describe("digest", () => {
  it("is the sha256 of the text, in hex (FIPS 180-2's test vector)", () => {
    expect(digest("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  })
})

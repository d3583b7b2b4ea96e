import { describe, expect, it } from "vitest"
import { containing } from "./contains"

describe("containing", () => {
  it("matches the text anywhere, its wildcards taken literally", () => {
    expect(containing("oolong")).toEqual({ $ilike: "%oolong%" })
    expect(containing("100%_pure\\")).toEqual({ $ilike: "%100\\%\\_pure\\\\%" })
  })
})

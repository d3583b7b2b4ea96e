import { describe, expect, it } from "vitest"
import { hasSignedInFlag } from "./session-cookies"

describe("signed-in flag", () => {
  it("is found among other cookies", () => {
    expect(hasSignedInFlag("leafline_country=de; leafline_signed_in=1")).toBe(true)
    expect(hasSignedInFlag("leafline_signed_in=1")).toBe(true)
  })

  it("is not confused with a cookie whose name merely contains it", () => {
    expect(hasSignedInFlag("")).toBe(false)
    expect(hasSignedInFlag("x_leafline_signed_in=1; leafline_country=de")).toBe(false)
  })
})

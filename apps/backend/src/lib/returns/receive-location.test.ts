import { describe, expect, it } from "vitest"
import { receiveLocationRefusal } from "./receive-location"

describe("receiveLocationRefusal", () => {
  it("tells staff to set a location when the return has none", () => {
    for (const location of ["undefined", "null", ""]) {
      expect(receiveLocationRefusal(new Error(`Cannot receive the Return at location ${location}`))).toBe(
        "This return has no stock location to receive its items at: set the return's location_id (POST /admin/returns/{id}) to a location that stocks them, then confirm the receipt again.",
      )
    }
  })

  it("names a location that holds none of the return's items", () => {
    expect(receiveLocationRefusal(new Error("Cannot receive the Return at location sloc_01"))).toMatch(
      /^The stock location sloc_01 holds none of this return's items: set the return's location_id/,
    )
  })

  it("leaves every other error to the handler", () => {
    for (const error of [new Error("Cannot receive the Return"), new Error("Some other failure"), undefined, "Cannot receive the Return at location x"]) {
      expect(receiveLocationRefusal(error)).toBeUndefined()
    }
  })
})

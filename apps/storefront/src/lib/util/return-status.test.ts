import { describe, expect, it } from "vitest"
import { returnStatusLabel } from "./return-status"

describe("return status label", () => {
  it("names each of Medusa's return states in the shop's words", () => {
    expect(returnStatusLabel("requested")).toBe("Requested")
    expect(returnStatusLabel("open")).toBe("Requested")
    expect(returnStatusLabel("received")).toBe("Received")
    expect(returnStatusLabel("partially_received")).toBe("Partly received")
    expect(returnStatusLabel("canceled")).toBe("Cancelled")
  })
})

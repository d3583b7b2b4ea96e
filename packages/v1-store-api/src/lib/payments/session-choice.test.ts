import { describe, expect, it } from "vitest"
import { assertOffered, enabledProviders, providersToStart, sessionOf } from "./session-choice"

const session = { id: "payses_1", provider_id: "pp_system_default", status: "pending" }

describe("the payment sessions a v1 cart starts", () => {
  it("reads the region's enabled providers", () => {
    expect(enabledProviders([{ id: "pp_a" }, { id: "pp_b", is_enabled: false }, { id: "pp_c", is_enabled: true }])).toEqual(["pp_a", "pp_c"])
    expect(enabledProviders(null)).toEqual([])
  })

  it("starts the region's only provider, as v1 did (selected)", () => {
    expect(providersToStart(["pp_system_default"], undefined)).toEqual(["pp_system_default"])
  })

  it("keeps a session the cart already has", () => {
    expect(providersToStart(["pp_system_default"], session)).toEqual([])
  })

  it("leaves the choice to the shopper when the region offers several (a v2 collection holds one session)", () => {
    expect(providersToStart(["pp_a", "pp_b"], undefined)).toEqual([])
    expect(providersToStart([], undefined)).toEqual([])
  })
})

describe("choosing a provider", () => {
  it("refuses one the region does not offer, naming those it does", () => {
    expect(() => assertOffered("pp_stripe", ["pp_system_default"])).toThrow(
      "Payment provider pp_stripe is not offered in the cart's region: it offers pp_system_default",
    )
    expect(() => assertOffered("pp_x", [])).toThrow("it offers none")
    expect(() => assertOffered("pp_system_default", ["pp_system_default"])).not.toThrow()
  })

  it("finds the cart's session of a provider, or says it has none", () => {
    expect(sessionOf([session], "pp_system_default")).toBe(session)
    expect(() => sessionOf([session], "pp_other")).toThrow("The cart has no payment session of provider pp_other")
  })
})

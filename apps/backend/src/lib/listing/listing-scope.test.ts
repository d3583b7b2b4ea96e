import { describe, expect, it } from "vitest"
import { type ListingScope, chooseRegion, reachesEveryChannel } from "./listing-scope"
import { ListingParamError } from "./query"

const scope: ListingScope = {
  regions: [
    { id: "reg_us", currency_code: "usd", automatic_taxes: true, countries: ["us"] },
    { id: "reg_eu", currency_code: "eur", automatic_taxes: true, countries: ["de", "fr"] },
    { id: "reg_eu2", currency_code: "eur", automatic_taxes: false, countries: ["at"] },
  ],
  defaultCurrency: "eur",
  salesChannelIds: ["sc_consumer", "sc_wholesale"],
  typeIds: ["ptyp_green"],
}

describe("chooseRegion", () => {
  it("takes the region asked for, in the country asked for or its first", () => {
    expect(chooseRegion(scope, { regionId: "reg_eu", countryCode: "fr" })).toEqual({ region: scope.regions[1], countryCode: "fr" })
    expect(chooseRegion(scope, { regionId: "reg_eu" }).countryCode).toBe("de")
  })

  it("defaults to the oldest region in the shop's default currency, else the oldest", () => {
    expect(chooseRegion(scope, {}).region.id).toBe("reg_eu")
    expect(chooseRegion({ ...scope, defaultCurrency: "jpy" }, {}).region.id).toBe("reg_us")
    expect(chooseRegion({ ...scope, defaultCurrency: null }, {}).region.id).toBe("reg_us")
  })

  it("names what is wrong: an unknown region, a country outside it, no region at all", () => {
    // Class and message apart: comparing with an error object also compares its creation time (MedusaError's `date`).
    const unknownRegion = () => chooseRegion(scope, { regionId: "reg_x" })
    expect(unknownRegion).toThrow(ListingParamError)
    expect(unknownRegion).toThrow("region_id: no region with id reg_x")
    expect(() => chooseRegion(scope, { regionId: "reg_us", countryCode: "de" })).toThrow("country_code: de is not in the region (its countries: us)")
    expect(() => chooseRegion({ ...scope, regions: [] }, {})).toThrow("The shop has no region yet")
  })
})

describe("reachesEveryChannel", () => {
  it("is true only for a key that reaches every channel", () => {
    expect(reachesEveryChannel(scope, ["sc_wholesale", "sc_consumer"])).toBe(true)
    expect(reachesEveryChannel(scope, ["sc_consumer"])).toBe(false)
  })
})

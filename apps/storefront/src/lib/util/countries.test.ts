import { describe, expect, it } from "vitest"
import { countryOptions, startingCountry } from "./countries"

describe("countryOptions", () => {
  it("names each of a region's countries from its code, in the region's order", () => {
    const region = { countries: [{ iso_2: "at" }, { iso_2: "de" }, { iso_2: null }, null] }
    expect(countryOptions(region)).toEqual([
      { code: "at", name: "Austria" },
      { code: "de", name: "Germany" },
    ])
    expect(countryOptions(null)).toEqual([])
  })
})

describe("startingCountry", () => {
  const europe = ["at", "be", "de", "fr"]
  const empty = { country_code: "at", address_1: "", city: "", postal_code: "" }

  it("starts an empty form from the country chosen in the header, not the region's first", () => {
    expect(startingCountry({ address: null, chosen: "de", regionCountries: europe })).toBe("de")
    // A form's untouched start (kept as a draft) carries a country nobody chose.
    expect(startingCountry({ address: empty, chosen: "de", regionCountries: europe })).toBe("de")
  })

  it("keeps a written address's own country", () => {
    const vienna = { country_code: "at", address_1: "Ring 1", city: "Wien", postal_code: "1010" }
    expect(startingCountry({ address: vienna, chosen: "de", regionCountries: europe })).toBe("at")
    expect(startingCountry({ address: { country_code: "fr", city: "Paris" }, chosen: "de", regionCountries: europe })).toBe("fr")
  })

  it("without a choice in the region, takes a saved address's country, then the region's first", () => {
    const saved = [{ country_code: "us" }, { country_code: "be" }]
    expect(startingCountry({ chosen: "jp", saved, regionCountries: europe })).toBe("be")
    expect(startingCountry({ chosen: null, saved: [], regionCountries: europe })).toBe("at")
    expect(startingCountry({ chosen: null, regionCountries: [] })).toBe("")
  })

  it("drops a written address's country the region does not ship to", () => {
    const berlin = { country_code: "de", address_1: "Teeweg 1", city: "Berlin", postal_code: "10115" }
    expect(startingCountry({ address: berlin, chosen: "jp", regionCountries: ["jp"] })).toBe("jp")
  })
})

import { describe, expect, it } from "vitest"
import { countryName } from "./countries"

describe("countryName", () => {
  it("names a country from its code, whatever its case", () => {
    expect(countryName("de")).toBe("Germany")
    expect(countryName("AT")).toBe("Austria")
    expect(countryName(" jp ")).toBe("Japan")
    expect(countryName("gb")).toBe("United Kingdom")
  })

  it("names it in the locale asked for", () => {
    expect(countryName("at", "de-DE")).toBe("Österreich")
    expect(countryName("ch", "fr-CH")).toBe("Suisse")
  })

  it("keeps a code it cannot name, and gives nothing for none", () => {
    expect(countryName("xx")).toBe("XX")
    expect(countryName("q1")).toBe("Q1")
    expect(countryName("deu")).toBe("DEU")
    expect(countryName("")).toBe("")
    expect(countryName(null)).toBe("")
    expect(countryName(undefined)).toBe("")
  })
})

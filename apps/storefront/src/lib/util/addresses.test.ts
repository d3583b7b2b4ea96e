import { describe, expect, it } from "vitest"
import { addressLine, addressToSend, addressToUpdate, hasSameSavedAddress } from "./addresses"

const saved = [
  { first_name: "Ada", last_name: "Lovelace", address_1: "12 St James's Square" },
  { first_name: "Jürgen", last_name: "Groß", address_1: "Hauptstraße 5" },
]

describe("hasSameSavedAddress", () => {
  it("finds one with the same address_1, first and last name", () => {
    expect(hasSameSavedAddress(saved, { first_name: "Ada", last_name: "Lovelace", address_1: "12 St James's Square" })).toBe(true)
  })
  it("ignores surrounding spaces and case", () => {
    expect(hasSameSavedAddress(saved, { first_name: " ada", last_name: "LOVELACE ", address_1: "12 st james's square" })).toBe(true)
    expect(hasSameSavedAddress(saved, { first_name: "JÜRGEN", last_name: "groß", address_1: "  hauptstraße 5" })).toBe(true)
  })
  it("takes a decomposed accent for the same letter", () => {
    expect(hasSameSavedAddress(saved, { first_name: "Ju\u0308rgen", last_name: "Groß", address_1: "Hauptstraße 5" })).toBe(true)
  })
  it("keeps an address that differs in any of the three", () => {
    expect(hasSameSavedAddress(saved, { first_name: "Ada", last_name: "Lovelace", address_1: "13 St James's Square" })).toBe(false)
    expect(hasSameSavedAddress(saved, { first_name: "Ada", last_name: "Byron", address_1: "12 St James's Square" })).toBe(false)
    expect(hasSameSavedAddress(saved, { first_name: "Augusta", last_name: "Lovelace", address_1: "12 St James's Square" })).toBe(false)
  })
  it("reads missing fields as empty", () => {
    expect(hasSameSavedAddress([{ address_1: "Hauptstraße 5", first_name: null }], { address_1: "Hauptstraße 5" })).toBe(true)
    expect(hasSameSavedAddress([], { first_name: "Ada", last_name: "Lovelace", address_1: "x" })).toBe(false)
  })
})

describe("an address to send", () => {
  it("keeps only the address fields, trimmed, without the empty ones", () => {
    const cartAddress = { id: "caaddr_1", created_at: "2026-11-23", metadata: null, first_name: " Ada ", last_name: "Lovelace", address_1: "Teeweg 1", company: "", country_code: "de", phone: null }
    expect(addressToSend(cartAddress)).toEqual({ first_name: "Ada", last_name: "Lovelace", address_1: "Teeweg 1", country_code: "de" })
  })
  it("is empty for no address", () => {
    expect(addressToSend(null)).toEqual({})
  })
})

describe("addressToUpdate", () => {
  it("sends every address field, a cleared one as an empty string", () => {
    const sent = addressToUpdate({ id: "addr_1", first_name: " Ana ", address_1: "Main St 1", address_2: "", country_code: "de" })
    expect(sent).toEqual({
      first_name: "Ana",
      last_name: "",
      company: "",
      address_1: "Main St 1",
      address_2: "",
      city: "",
      postal_code: "",
      country_code: "de",
      province: "",
      phone: "",
    })
  })
})

describe("addressLine", () => {
  it("writes an address on one line with the country's name", () => {
    const berlin = { first_name: "Ada", last_name: "Lovelace", address_1: "Teeweg 1", address_2: "", postal_code: "10115", city: "Berlin", country_code: "de" }
    expect(addressLine(berlin)).toBe("Ada Lovelace, Teeweg 1, 10115 Berlin, Germany")
    expect(addressLine({ ...berlin, address_2: "3rd floor", country_code: "AT" })).toBe("Ada Lovelace, Teeweg 1, 3rd floor, 10115 Berlin, Austria")
  })
  it("leaves out what is missing", () => {
    expect(addressLine({ city: "Osaka", country_code: "jp", first_name: null })).toBe("Osaka, Japan")
    expect(addressLine(null)).toBe("")
  })
})

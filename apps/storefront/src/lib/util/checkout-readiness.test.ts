import { describe, expect, it } from "vitest"
import { type CheckoutCart, checkoutReadiness, storeShippingEntries } from "./checkout-readiness"

const EUROPE = ["de", "fr", "nl"]

const cart = (storeName: string, country: string | null, optionId: string | null = "so_1"): CheckoutCart => ({
  id: `cart_${storeName}`,
  store_id: `sstore_${storeName}`,
  store_name: storeName,
  shipping_address: country === null ? null : { country_code: country },
  shipping_methods: optionId === null ? [] : [{ shipping_option_id: optionId }],
})

describe("storeShippingEntries", () => {
  it("flags each house whose address is in one of the region's countries, whatever the case", () => {
    expect(storeShippingEntries([cart("Kontor", "DE"), cart("Jade", "us"), cart("Mist", null)], EUROPE)).toEqual([
      { store_id: "sstore_Kontor", isShippingToCurrentRegion: true },
      { store_id: "sstore_Jade", isShippingToCurrentRegion: false },
      { store_id: "sstore_Mist", isShippingToCurrentRegion: false },
    ])
    expect(storeShippingEntries([cart("Kontor", "de")], ["DE"])[0].isShippingToCurrentRegion).toBe(true)
  })
  it("does not take an empty country for one of the region's", () => {
    expect(storeShippingEntries([cart("Kontor", "")], ["", "de"])[0].isShippingToCurrentRegion).toBe(false)
  })
})

describe("checkoutReadiness", () => {
  it("is ready when every house ships to the region with a chosen method", () => {
    expect(checkoutReadiness([cart("Kontor", "de"), cart("Jade", "fr", "so_2")], EUROPE)).toEqual({
      ready: true,
      housesNotShippingHere: [],
      housesWithoutShipping: [],
      shippingValid: true,
    })
  })
  it("names the houses not shipping to the region", () => {
    const result = checkoutReadiness([cart("Kontor", "de"), cart("Jade", "us"), cart("Mist", null)], EUROPE)
    expect(result).toMatchObject({ ready: false, housesNotShippingHere: ["Jade", "Mist"], shippingValid: true })
  })
  it("is invalid while a house lacks a chosen method, and names it", () => {
    const noMethods = { ...cart("Mist", "nl"), shipping_methods: null }
    const noOption = { ...cart("Jade", "de"), shipping_methods: [{ shipping_option_id: null }] }
    const result = checkoutReadiness([cart("Kontor", "de", null), noMethods, noOption, cart("Tea Co", "de")], EUROPE)
    expect(result).toEqual({
      ready: false,
      housesNotShippingHere: [],
      housesWithoutShipping: ["Kontor", "Mist", "Jade"],
      shippingValid: false,
    })
  })
  it("is not ready without any cart", () => {
    expect(checkoutReadiness([], EUROPE)).toEqual({ ready: false, housesNotShippingHere: [], housesWithoutShipping: [], shippingValid: true })
  })
})

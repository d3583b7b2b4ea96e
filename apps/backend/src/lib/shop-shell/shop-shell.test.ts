import { describe, expect, it } from "vitest"
import { shopShellOf } from "./shop-shell"

const region = { id: "reg_1", name: "Europe", currency_code: "eur", automatic_taxes: true, countries: [{ iso_2: "de", display_name: "Germany", id: "c1" }, { iso_2: "fr" }] }
const type = (id: string, value: string, metadata: Record<string, unknown> | null) => ({ id, value, metadata, created_at: "2026-01-01" })
const house = (id: string, name: string) => ({ id, name, handle: name.toLowerCase(), description: null, logo: null, products: [{ id: "prod_1" }] })

describe("shopShellOf", () => {
  it("answers each region's id, name, currency and country codes, in the order read", () => {
    const shell = shopShellOf({ regions: [region, { id: "reg_2", name: "US", currency_code: "usd", countries: null }], types: [], houses: [] })
    expect(shell.regions).toEqual([
      { id: "reg_1", name: "Europe", currency_code: "eur", countries: [{ iso_2: "de" }, { iso_2: "fr" }] },
      { id: "reg_2", name: "US", currency_code: "usd", countries: [] },
    ])
  })

  it("answers the featured tea types only, by name", () => {
    const types = [
      type("ptyp_3", "White", { is_featured: true, image_url: "/w.jpg" }),
      type("ptyp_1", "Green", { is_featured: true }),
      type("ptyp_2", "Tisane", { is_featured: "yes" }),
      type("ptyp_4", "Rooibos", null),
    ]
    expect(shopShellOf({ regions: [], types, houses: [] }).product_types).toEqual([
      { id: "ptyp_1", value: "Green", metadata: { is_featured: true } },
      { id: "ptyp_3", value: "White", metadata: { is_featured: true, image_url: "/w.jpg" } },
    ])
  })

  it("answers the tea houses by name, with their public fields only", () => {
    const shell = shopShellOf({ regions: [], types: [], houses: [house("sstore_2", "Uji"), house("sstore_1", "Darjeeling")] })
    expect(shell.seller_stores).toEqual([
      { id: "sstore_1", name: "Darjeeling", handle: "darjeeling", description: "", logo: null },
      { id: "sstore_2", name: "Uji", handle: "uji", description: "", logo: null },
    ])
  })
})

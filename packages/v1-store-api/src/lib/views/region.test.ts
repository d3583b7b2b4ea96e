import { describe, expect, it } from "vitest"
import { regionTaxRate, toV1Region } from "./region"

const taxRegions = [
  { country_code: "fr", tax_rates: [{ rate: 5.5, code: "FR-R", is_default: true }] },
  { country_code: "de", tax_rates: [{ rate: 19, code: "DE-S", is_default: false }, { rate: 7, code: "DE-R", is_default: true }] },
]

describe("regionTaxRate", () => {
  it("is the default rate of the region's first country by ISO code, in percent, with its code", () => {
    expect(regionTaxRate(["fr", "de"], taxRegions)).toEqual({ rate: 7, code: "DE-R" })
    expect(regionTaxRate(["fr"], taxRegions)).toEqual({ rate: 5.5, code: "FR-R" })
  })

  it("skips countries without a default rate, and is 0 without any", () => {
    expect(regionTaxRate(["at", "fr"], taxRegions)).toEqual({ rate: 5.5, code: "FR-R" })
    expect(regionTaxRate(["us"], taxRegions)).toEqual({ rate: 0, code: null })
    expect(regionTaxRate([], [])).toEqual({ rate: 0, code: null })
  })
})

describe("toV1Region", () => {
  it("answers v1's region: countries by ISO code with numeric codes, the enabled payment providers, the fulfilment providers", () => {
    const region = toV1Region(
      {
        id: "reg_eu",
        name: "Europe",
        currency_code: "eur",
        automatic_taxes: true,
        countries: [
          { iso_2: "FR", iso_3: "fra", num_code: "250", name: "FRANCE", display_name: "France" },
          { iso_2: "de", iso_3: "deu", num_code: "276", name: "GERMANY", display_name: "Germany" },
        ],
        payment_providers: [
          { id: "pp_system_default", is_enabled: true },
          { id: "pp_stripe_stripe", is_enabled: false },
        ],
      },
      taxRegions,
      ["manual_manual"],
    )
    expect(region).toEqual({
      id: "reg_eu",
      name: "Europe",
      currency_code: "eur",
      tax_rate: 7,
      tax_code: "DE-R",
      automatic_taxes: true,
      countries: [
        { iso_2: "de", iso_3: "deu", num_code: 276, name: "GERMANY", display_name: "Germany", region_id: "reg_eu" },
        { iso_2: "fr", iso_3: "fra", num_code: 250, name: "FRANCE", display_name: "France", region_id: "reg_eu" },
      ],
      payment_providers: [{ id: "pp_system_default", is_installed: true }],
      fulfillment_providers: [{ id: "manual_manual", is_installed: true }],
    })
  })

  it("answers a region without countries or providers with empty lists and no tax", () => {
    expect(toV1Region({ id: "reg_x", name: "X", currency_code: "usd" }, [], [])).toMatchObject({
      tax_rate: 0,
      tax_code: null,
      automatic_taxes: true,
      countries: [],
      payment_providers: [],
      fulfillment_providers: [],
    })
  })
})

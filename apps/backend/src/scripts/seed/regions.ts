/**
 * The shop's regions. Tea is food, so each country's rate is the one its tax law applies to tea, not
 * the standard VAT rate (Germany 7 %, not 19 %; the United Kingdom zero-rates tea). The United States
 * has no national sales tax and most states exempt groceries, so its default rate is 0.
 */
export interface RegionSeed {
  name: string
  currency: "eur" | "usd" | "gbp" | "jpy" | "chf"
  countries: { code: string; taxRate: number; taxName: string }[]
  /** Flat shipping price of the standard option, in the region's currency. */
  shippingPrice: number
  /** Flat shipping price of the express option, in the region's currency. */
  expressShippingPrice: number
  /** Shelf prices include tax (as shops show them in Europe, the UK, Japan and Switzerland). */
  pricesIncludeTax: boolean
}

export const REGIONS: RegionSeed[] = [
  {
    name: "Europe",
    currency: "eur",
    countries: [
      { code: "de", taxRate: 7, taxName: "USt. ermäßigt" },
      { code: "fr", taxRate: 5.5, taxName: "TVA taux réduit" },
      { code: "it", taxRate: 10, taxName: "IVA ridotta" },
      { code: "es", taxRate: 10, taxName: "IVA reducido" },
      { code: "nl", taxRate: 9, taxName: "btw laag tarief" },
      { code: "be", taxRate: 6, taxName: "TVA/btw taux réduit" },
      { code: "at", taxRate: 10, taxName: "USt. ermäßigt" },
    ],
    shippingPrice: 4.9,
    expressShippingPrice: 9.9,
    pricesIncludeTax: true,
  },
  {
    name: "United States",
    currency: "usd",
    countries: [{ code: "us", taxRate: 0, taxName: "Sales tax" }],
    shippingPrice: 6.9,
    expressShippingPrice: 14.9,
    pricesIncludeTax: false,
  },
  {
    name: "United Kingdom",
    currency: "gbp",
    countries: [{ code: "gb", taxRate: 0, taxName: "VAT zero rate" }],
    shippingPrice: 3.95,
    expressShippingPrice: 7.95,
    pricesIncludeTax: true,
  },
  {
    name: "Japan",
    currency: "jpy",
    countries: [{ code: "jp", taxRate: 8, taxName: "消費税 軽減税率" }],
    shippingPrice: 700,
    expressShippingPrice: 1400,
    pricesIncludeTax: true,
  },
  {
    name: "Switzerland",
    currency: "chf",
    countries: [{ code: "ch", taxRate: 2.6, taxName: "MWST reduzierter Satz" }],
    shippingPrice: 7.9,
    expressShippingPrice: 14.9,
    pricesIncludeTax: true,
  },
]

export const CURRENCIES = REGIONS.map((region) => region.currency)

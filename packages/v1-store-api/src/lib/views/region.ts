/**
 * A region as Medusa v1's store API answered it (`packages/medusa/src/models/region.ts` on v1.x), from
 * v2's region, its countries' tax regions (Tax Module) and the enabled providers. What v2 no longer has
 * is left out: a country's numeric `id`, `gift_cards_taxable`, `tax_provider_id`, `includes_tax`
 * (v2 keeps tax inclusivity per price), `metadata` and the timestamps.
 */
export interface RegionRecord {
  id: string
  name: string
  currency_code: string
  automatic_taxes?: boolean | null
  countries?: CountryRecord[] | null
  payment_providers?: { id: string; is_enabled?: boolean | null }[] | null
}

interface CountryRecord {
  iso_2: string
  iso_3?: string | null
  num_code?: string | number | null
  name?: string | null
  display_name?: string | null
}

export interface TaxRegionRecord {
  country_code?: string | null
  tax_rates?: { rate?: number | null; code?: string | null; is_default?: boolean | null }[] | null
}

export interface V1Country {
  iso_2: string
  iso_3: string | null
  num_code: number | null
  name: string | null
  display_name: string | null
  region_id: string
}

export interface V1Region {
  id: string
  name: string
  currency_code: string
  tax_rate: number
  tax_code: string | null
  automatic_taxes: boolean
  countries: V1Country[]
  payment_providers: { id: string; is_installed: boolean }[]
  fulfillment_providers: { id: string; is_installed: boolean }[]
}

type DefaultRate = { rate: number; code: string | null }

/**
 * v1 had one tax rate per region; v2 has one per country. The region's rate is its first country's (by
 * ISO code) default rate, in percent as both keep it; 0 when no country has one.
 */
export function regionTaxRate(countryCodes: string[], taxRegions: TaxRegionRecord[]): DefaultRate {
  for (const code of [...countryCodes].sort()) {
    const taxRegion = taxRegions.find((candidate) => candidate.country_code?.toLowerCase() === code)
    const rate = taxRegion?.tax_rates?.find((candidate) => candidate.is_default)
    if (rate && typeof rate.rate === "number") return { rate: rate.rate, code: rate.code ?? null }
  }
  return { rate: 0, code: null }
}

const numericCode = (value: string | number | null | undefined): number | null => {
  const parsed = Number(value)
  return value === null || value === undefined || value === "" || !Number.isFinite(parsed) ? null : parsed
}

export function toV1Region(region: RegionRecord, taxRegions: TaxRegionRecord[], fulfillmentProviderIds: string[]): V1Region {
  const countries = (region.countries ?? [])
    .map((country) => ({
      iso_2: country.iso_2.toLowerCase(),
      iso_3: country.iso_3 ?? null,
      num_code: numericCode(country.num_code),
      name: country.name ?? null,
      display_name: country.display_name ?? null,
      region_id: region.id,
    }))
    .sort((a, b) => a.iso_2.localeCompare(b.iso_2))
  const tax = regionTaxRate(
    countries.map((country) => country.iso_2),
    taxRegions,
  )
  return {
    id: region.id,
    name: region.name,
    currency_code: region.currency_code,
    tax_rate: tax.rate,
    tax_code: tax.code,
    automatic_taxes: region.automatic_taxes ?? true,
    countries,
    payment_providers: (region.payment_providers ?? [])
      .filter((provider) => provider.is_enabled !== false)
      .map((provider) => ({ id: provider.id, is_installed: true })),
    fulfillment_providers: fulfillmentProviderIds.map((id) => ({ id, is_installed: true })),
  }
}

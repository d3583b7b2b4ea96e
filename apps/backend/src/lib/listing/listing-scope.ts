import { ListingParamError } from "./query"

/**
 * What every listing request needs besides the search itself, and what changes only when staff change
 * the shop: the regions with their countries and tax setting, the default currency, the sales channels
 * and the tea types. Read once and kept in the evictable cache (see lib/listing/read-listing-scope.ts).
 */
export interface ListingRegion {
  id: string
  currency_code: string
  automatic_taxes: boolean
  countries: string[]
}

export interface ListingScope {
  /** Oldest first, as the default region is the oldest in the default currency. */
  regions: ListingRegion[]
  defaultCurrency: string | null
  salesChannelIds: string[]
  typeIds: string[]
}

/** The region asked for (checked), or the shop's default: the oldest in its default currency. */
export function chooseRegion(scope: ListingScope, { regionId, countryCode }: { regionId?: string; countryCode?: string }) {
  const region = regionId
    ? scope.regions.find((r) => r.id === regionId)
    : (scope.regions.find((r) => r.currency_code === scope.defaultCurrency) ?? scope.regions[0])
  if (!region) throw new ListingParamError(regionId ? `region_id: no region with id ${regionId}` : "The shop has no region yet")
  if (countryCode && !region.countries.includes(countryCode)) {
    throw new ListingParamError(`country_code: ${countryCode} is not in the region (its countries: ${region.countries.join(", ")})`)
  }
  return { region, countryCode: countryCode ?? region.countries[0] }
}

/** A key that reaches every channel needs no channel filter at all, which keeps the search simpler. */
export function reachesEveryChannel(scope: ListingScope, keyChannelIds: string[]): boolean {
  return scope.salesChannelIds.every((id) => keyChannelIds.includes(id))
}

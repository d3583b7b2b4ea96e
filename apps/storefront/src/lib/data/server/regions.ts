import "server-only"
import { cache } from "react"
import type { ShopShellRegion } from "@leafline/shop-contract"
import { DEFAULT_COUNTRY } from "@lib/default-country"
import { readShopShell } from "./shop-shell"

export async function listRegions(): Promise<ShopShellRegion[]> {
  return (await readShopShell()).regions
}

export interface ShopperRegion {
  region: ShopShellRegion
  countryCode: string
}

/**
 * The region a country's pages are priced in: the region that sells there, else the default country's.
 * The country comes from the page's internal segment, which the middleware filled from the shopper's
 * cookie; the layout, the header and the page all ask, so it is worked out once per render.
 */
export const shopperRegion = cache(async (country: string): Promise<ShopperRegion> => {
  const regions = await listRegions()
  for (const countryCode of [country, DEFAULT_COUNTRY]) {
    const region = regions.find((r) => r.countries.some((c) => c.iso_2 === countryCode))
    if (region) return { region, countryCode }
  }
  if (!regions[0]) throw new Error("The back end has no regions: run the seed (npm start does it).")
  return { region: regions[0], countryCode: regions[0].countries[0]?.iso_2 ?? DEFAULT_COUNTRY }
})

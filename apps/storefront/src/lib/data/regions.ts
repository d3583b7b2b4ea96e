import "server-only"
import { cookies } from "next/headers"
import { cache } from "react"
import type { HttpTypes } from "@medusajs/types"
import { COUNTRY_COOKIE } from "@lib/util/local-state"
import { fetchCatalogue } from "./fetch"

const DEFAULT_COUNTRY = process.env.DEFAULT_COUNTRY_CODE || "de"

export async function listRegions(): Promise<HttpTypes.StoreRegion[]> {
  const { regions } = await fetchCatalogue<HttpTypes.StoreRegionListResponse>("/store/regions", {
    fields: "id,name,currency_code,*countries",
  })
  return regions
}

export interface ShopperRegion {
  region: HttpTypes.StoreRegion
  countryCode: string
}

/**
 * The shopper's region, from the country they chose (a cookie) or the shop's default country. The layout,
 * the header and the page all ask: it is worked out once per request.
 */
export const getShopperRegion = cache(async (): Promise<ShopperRegion> => {
  // Read the cookie first: it makes every page that shows prices render per request.
  const chosen = (await cookies()).get(COUNTRY_COOKIE)?.value?.toLowerCase()
  const regions = await listRegions()
  for (const countryCode of [chosen, DEFAULT_COUNTRY]) {
    const region = regions.find((r) => r.countries?.some((c) => c.iso_2 === countryCode))
    if (region && countryCode) return { region, countryCode }
  }
  if (!regions[0]) throw new Error("The back end has no regions: run the seed (npm start does it).")
  return { region: regions[0], countryCode: regions[0].countries?.[0]?.iso_2 ?? DEFAULT_COUNTRY }
})

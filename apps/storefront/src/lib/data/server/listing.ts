import "server-only"
import { BackendRefusal } from "@lib/backend/server"
import { formatFilterParam, formatPriceParam } from "@leafline/shop-contract"
import type { ListingQuery } from "@lib/util/listing-query"
import type { Listing } from "@lib/util/catalogue"
import { readCatalogue } from "./read-catalogue"
import type { ShopperRegion } from "./regions"

export type ListingResult = { listing: Listing; error?: undefined } | { listing?: undefined; error: string }

/**
 * A page of the listing for the shopper's region and country. A query the back end refuses (a stale
 * category id, say) comes back as its message, for the page to show, rather than as an error page.
 */
export async function getListing({ region, countryCode }: ShopperRegion, query: Partial<ListingQuery>): Promise<ListingResult> {
  const params: Record<string, string | number> = { region_id: region.id, country_code: countryCode }
  if (query.sort) params.sort = query.sort
  if (query.price) params.price = formatPriceParam(query.price)
  if (query.category) params.category = query.category
  if (query.page && query.page > 1) params.page = query.page
  const filter = query.filter ? formatFilterParam(query.filter) : ""
  if (filter) params.filter = filter
  if (query.q) params.q = query.q
  try {
    return { listing: await readCatalogue<Listing>("/store/listing", params) }
  } catch (error) {
    if (error instanceof BackendRefusal && error.status >= 400 && error.status < 500) return { error: error.message }
    throw error
  }
}

/** The first teas of a listing, for the home page's rails and related teas; none when it fails. */
export async function listingTeas(shopper: ShopperRegion, query: Partial<ListingQuery>) {
  const result = await getListing(shopper, query)
  return result.listing?.products ?? []
}

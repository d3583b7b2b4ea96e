import type { Metadata } from "next"
import { getListing, type ListingResult } from "@lib/data/server/listing"
import { shopperRegion } from "@lib/data/server/regions"
import type { ListingQuery } from "@lib/util/listing-query"
import ListingTemplate from "./listing"

/** "Green tea", "Teas matching “sencha”", or "All teas"; the kind's name comes from the listing's facets. */
function listingTitle(query: ListingQuery, result: ListingResult): string {
  if (query.q) return `Teas matching “${query.q}”`
  const kind = result.listing?.facets.type.find((facet) => facet.value === query.category)
  return kind ? `${kind.label} tea` : "All teas"
}

async function load(country: string, query: ListingQuery) {
  const shopper = await shopperRegion(country)
  return { shopper, result: await getListing(shopper, query) }
}

export async function teasListingMetadata(country: string, query: ListingQuery): Promise<Metadata> {
  const { result } = await load(country, query)
  return {
    title: listingTitle(query, result),
    description: "Every tea in the shop, by rating, price or newest, with filters for kind, tea house, caffeine and origin.",
    // Sorted, filtered and paged variants of a listing are one page to a search engine.
    alternates: { canonical: query.category && !query.q ? `/teas?category=${query.category}` : "/teas" },
  }
}

/** `/teas` for a country, its listing read from the query string. */
export default async function TeasListing({ country, query }: { country: string; query: ListingQuery }) {
  const { shopper, result } = await load(country, query)
  return (
    <ListingTemplate
      basePath="/teas"
      title={listingTitle(query, result)}
      query={query}
      result={result}
      currencyCode={shopper.region.currency_code}
    />
  )
}

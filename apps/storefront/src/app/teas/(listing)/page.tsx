import type { Metadata } from "next"
import { getListing, type ListingResult } from "@lib/data/listing"
import { getShopperRegion } from "@lib/data/regions"
import { parseListingQuery, type ListingQuery } from "@lib/util/listing-query"
import ListingTemplate from "@modules/store/templates/listing"

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load(props: Props) {
  const query = parseListingQuery(await props.searchParams)
  const shopper = await getShopperRegion()
  return { query, shopper, result: await getListing(shopper, query) }
}

/** "Green tea", "Teas matching “sencha”", or "All teas"; the kind's name comes from the listing's facets. */
function listingTitle(query: ListingQuery, result: ListingResult): string {
  if (query.q) return `Teas matching “${query.q}”`
  const kind = result.listing?.facets.type.find((facet) => facet.value === query.category)
  return kind ? `${kind.label} tea` : "All teas"
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { query, result } = await load(props)
  return {
    title: listingTitle(query, result),
    description: "Every tea in the shop, by rating, price or newest, with filters for kind, tea house, caffeine and origin.",
    // Sorted, filtered and paged variants of a listing are one page to a search engine.
    alternates: { canonical: query.category && !query.q ? `/teas?category=${query.category}` : "/teas" },
  }
}

export default async function TeasPage(props: Props) {
  const { query, shopper, result } = await load(props)
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

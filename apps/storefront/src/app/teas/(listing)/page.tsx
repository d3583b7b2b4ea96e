import type { Metadata } from "next"
import { getListing } from "@lib/data/listing"
import { listFeaturedTypes } from "@lib/data/product-types"
import { getShopperRegion } from "@lib/data/regions"
import { listingSearch, parseListingQuery } from "@lib/util/listing-query"
import ListingTemplate from "@modules/store/templates/listing"

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseListingQuery(await searchParams)
  const types = await listFeaturedTypes()
  const type = types.find((t) => t.id === query.category)
  return {
    title: query.q ? `Teas matching “${query.q}”` : type ? `${type.value} tea` : "All teas",
    description: "Every tea in the shop, by rating, price or newest, with filters for kind, tea house, caffeine and origin.",
    // Variants of the listing (sorts, filters, pages) are one page to a search engine.
    alternates: { canonical: type ? `/teas${listingSearch({ ...query, sort: "rating", page: 1, filter: {}, price: null, q: "" })}` : "/teas" },
  }
}

export default async function TeasPage({ searchParams }: Props) {
  const query = parseListingQuery(await searchParams)
  const shopper = await getShopperRegion()
  const [result, types] = await Promise.all([getListing(shopper, query), listFeaturedTypes()])
  const type = types.find((t) => t.id === query.category)
  return (
    <ListingTemplate
      basePath="/teas"
      title={query.q ? `Teas matching “${query.q}”` : type ? `${type.value} tea` : "All teas"}
      query={query}
      result={result}
      currencyCode={shopper.region.currency_code}
      featuredTypes={types}
    />
  )
}

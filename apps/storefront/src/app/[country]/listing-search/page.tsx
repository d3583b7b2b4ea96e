import type { Metadata } from "next"
import { parseListingQuery } from "@lib/util/listing-query"
import TeasListing, { teasListingMetadata } from "@modules/store/templates/teas-listing"

type Props = {
  params: Promise<{ country: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// A search is the shopper's own free text: too many variants to keep.
export const dynamic = "force-dynamic"

/** `/teas` searched: rendered per request, its data cached per query. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return teasListingMetadata((await params).country, parseListingQuery(await searchParams))
}

export default async function SearchedTeasPage({ params, searchParams }: Props) {
  return <TeasListing country={(await params).country} query={parseListingQuery(await searchParams)} />
}

import type { Metadata } from "next"
import { parseListingQuery } from "@lib/util/listing-query"
import TeaHouseListing, { teaHouseMetadata } from "@modules/store/templates/tea-house-listing"

type Props = {
  params: Promise<{ country: string; handle: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// A search is the shopper's own free text: too many variants to keep.
export const dynamic = "force-dynamic"

/** A tea house's teas searched: rendered per request. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return teaHouseMetadata((await params).handle)
}

export default async function SearchedTeaHousePage({ params, searchParams }: Props) {
  const { country, handle } = await params
  return <TeaHouseListing country={country} handle={handle} query={parseListingQuery(await searchParams)} />
}

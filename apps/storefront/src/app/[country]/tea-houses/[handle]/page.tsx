import type { Metadata } from "next"
import { parseListingQuery } from "@lib/util/listing-query"
import TeaHouseListing, { teaHouseMetadata } from "@modules/listing/templates/tea-house-listing"

type Props = {
  params: Promise<{ country: string; handle: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return teaHouseMetadata((await params).handle)
}

export default async function TeaHousePage({ params, searchParams }: Props) {
  const { country, handle } = await params
  return <TeaHouseListing country={country} handle={handle} query={parseListingQuery(await searchParams)} />
}

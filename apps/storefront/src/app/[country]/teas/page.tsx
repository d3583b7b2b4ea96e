import type { Metadata } from "next"
import { parseListingQuery } from "@lib/util/listing-query"
import TeasListing, { teasListingMetadata } from "@modules/listing/templates/teas-listing"

type Props = { params: Promise<{ country: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return teasListingMetadata((await params).country, parseListingQuery(await searchParams))
}

export default async function TeasPage({ params, searchParams }: Props) {
  return <TeasListing country={(await params).country} query={parseListingQuery(await searchParams)} />
}

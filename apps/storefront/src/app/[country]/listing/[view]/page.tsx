import type { Metadata } from "next"
import { readListingView } from "@lib/util/catalogue-routes"
import TeasListing, { teasListingMetadata } from "@modules/listing/templates/teas-listing"

type Props = { params: Promise<{ country: string; view: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, view } = await params
  return teasListingMetadata(country, readListingView(view))
}

export default async function CachedTeasPage({ params }: Props) {
  const { country, view } = await params
  return <TeasListing country={country} query={readListingView(view)} />
}

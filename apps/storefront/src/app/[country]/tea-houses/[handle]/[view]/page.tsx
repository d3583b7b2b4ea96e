import type { Metadata } from "next"
import { readListingView } from "@lib/util/catalogue-routes"
import TeaHouseListing, { teaHouseMetadata } from "@modules/listing/templates/tea-house-listing"

type Props = { params: Promise<{ country: string; handle: string; view: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return teaHouseMetadata((await params).handle)
}

export default async function CachedTeaHousePage({ params }: Props) {
  const { country, handle, view } = await params
  return <TeaHouseListing country={country} handle={handle} query={readListingView(view)} />
}

import type { Metadata } from "next"
import { notFound } from "next/navigation"
import { getListing } from "@lib/data/server/listing"
import { shopperRegion } from "@lib/data/server/regions"
import { getTeaHouse } from "@lib/data/server/tea-houses"
import type { ListingQuery } from "@lib/util/listing-query"
import ListingTemplate from "./listing"

export async function teaHouseMetadata(handle: string): Promise<Metadata> {
  const house = await getTeaHouse(handle)
  if (!house) return { title: "Tea house not found" }
  return {
    title: house.name,
    description: house.description ?? undefined,
    alternates: { canonical: `/tea-houses/${house.handle}` },
  }
}

/** A tea house and its teas: the listing, held to this house. */
export default async function TeaHouseListing({ country, handle, query }: { country: string; handle: string; query: ListingQuery }) {
  const house = await getTeaHouse(handle)
  if (!house) notFound()
  const shopper = await shopperRegion(country)
  const result = await getListing(shopper, { ...query, filter: { ...query.filter, store: [house.id] } })
  return (
    <ListingTemplate
      basePath={`/tea-houses/${house.handle}`}
      title={house.name}
      intro={
        <div className="mt-3 flex max-w-3xl items-start gap-4">
          {house.logo && (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={house.logo} alt={`${house.name} logo`} width={72} height={72} className="h-18 w-18 shrink-0 rounded-2xl" />
          )}
          {house.description && <p className="text-leaf-800">{house.description}</p>}
        </div>
      }
      query={{ ...query, filter: { ...query.filter, store: undefined } }}
      result={result}
      currencyCode={shopper.region.currency_code}
      hideHouseFilter
    />
  )
}

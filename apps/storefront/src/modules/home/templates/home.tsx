import { listingTeas } from "@lib/data/server/listing"
import { listFeaturedTypes } from "@lib/data/server/product-types"
import type { ShopperRegion } from "@lib/data/server/regions"
import { listTeaHouses } from "@lib/data/server/tea-houses"
import Hero from "@modules/home/components/hero"
import ProductRail from "@modules/home/components/product-rail"
import TeaHouses from "@modules/home/components/tea-houses"
import TeaTypes from "@modules/home/components/tea-types"

const RAIL_SIZE = 8

export default async function HomeTemplate({ shopper }: { shopper: ShopperRegion }) {
  const [types, bestRated, newest, houses] = await Promise.all([
    listFeaturedTypes(),
    listingTeas(shopper, { sort: "rating" }),
    listingTeas(shopper, { sort: "newest" }),
    listTeaHouses(),
  ])
  const currencyCode = shopper.region.currency_code
  return (
    <>
      <Hero />
      <TeaTypes types={types} />
      <ProductRail
        id="best-rated"
        title="Best rated"
        products={bestRated.slice(0, RAIL_SIZE)}
        currencyCode={currencyCode}
        link={{ href: "/teas?sort=rating", label: "All teas by rating" }}
      />
      <ProductRail
        id="new-arrivals"
        title="New in the shop"
        products={newest.slice(0, RAIL_SIZE)}
        currencyCode={currencyCode}
        link={{ href: "/teas?sort=newest", label: "All new teas" }}
      />
      <TeaHouses houses={houses} />
      <p className="mx-auto max-w-6xl px-4 text-sm text-leaf-700 sm:px-6">
        Prices in {currencyCode.toUpperCase()} for {shopper.region.name}, tax included where your country&apos;s
        prices include it.
      </p>
    </>
  )
}

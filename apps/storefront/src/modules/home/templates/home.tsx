import type { HttpTypes } from "@medusajs/types"
import { listProductCards } from "@lib/data/products"
import { listProductTypes } from "@lib/data/product-types"
import { getShopperRegion } from "@lib/data/regions"
import Hero from "@modules/home/components/hero"
import ProductRail from "@modules/home/components/product-rail"
import TeaTypes from "@modules/home/components/tea-types"

/** One tea of each type, in the order of the types. */
function oneOfEachType(types: HttpTypes.StoreProductType[], products: HttpTypes.StoreProduct[]) {
  return types.flatMap((type) => products.find((p) => p.type?.id === type.id) ?? [])
}

export default async function HomeTemplate() {
  const shopper = await getShopperRegion()
  const [types, newest, byTitle] = await Promise.all([
    listProductTypes(),
    listProductCards(shopper, { limit: 8, order: "-created_at" }),
    listProductCards(shopper, { limit: 100, order: "title" }),
  ])
  return (
    <>
      <Hero />
      <TeaTypes types={types} />
      <ProductRail
        id="new-arrivals"
        title="New in the shop"
        products={newest}
        link={{ href: "/teas?sort=newest", label: "See all teas" }}
        eager
      />
      <ProductRail id="one-of-each" title="A cup of every kind" products={oneOfEachType(types, byTitle)} />
      <p className="mx-auto max-w-6xl px-4 text-sm text-leaf-700 sm:px-6">
        Prices in {shopper.region.currency_code.toUpperCase()} for {shopper.region.name}, tax included where your
        country&apos;s prices include it.
      </p>
    </>
  )
}

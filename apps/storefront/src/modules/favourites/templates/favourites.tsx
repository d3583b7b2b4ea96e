"use client"

import { useQuery } from "@tanstack/react-query"
import PageLink from "@modules/common/page-link"
import { useFavourites } from "@lib/context/favourites-context"
import { useStoreClient } from "@lib/context/store-client-context"
import { useShopperScope } from "@lib/context/region-context"
import { favouriteTeasQuery } from "@lib/data/browser/favourites"
import { useCustomer } from "@lib/hooks/use-customer"
import ProductGrid from "@modules/products/components/product-grid"

/** A customer's favourites come from their account; a guest's from this browser, until they sign in. */
export default function FavouritesTemplate() {
  const storeClient = useStoreClient()
  const scope = useShopperScope()
  const { customer, isPending: customerPending } = useCustomer()
  const { ids } = useFavourites()
  const { data: teas, isPending } = useQuery({
    ...favouriteTeasQuery(storeClient, scope, customer?.id ?? null, [...ids]),
    enabled: !customerPending,
  })
  const shown = (teas ?? []).filter((tea) => ids.has(tea.id))
  const loading = customerPending || isPending

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="font-serif text-4xl">Your favourites</h1>
      {!customer && !customerPending && (
        <p className="mt-2 text-leaf-800">
          Saved in this browser.{" "}
          <PageLink href="/account/login?next=%2Ffavourites" className="font-semibold text-leaf-700 underline">
            Sign in
          </PageLink>{" "}
          to keep them in your account.
        </p>
      )}
      {loading ? (
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true" aria-label="Loading your favourites">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="animate-pulse">
              <div className="aspect-square rounded-2xl bg-leaf-100" />
              <div className="mt-3 h-4 w-2/3 rounded bg-leaf-100" />
              <div className="mt-2 h-4 w-1/3 rounded bg-leaf-100" />
            </li>
          ))}
        </ul>
      ) : shown.length ? (
        <div className="mt-8" data-testid="favourites-list">
          <ProductGrid products={shown} currencyCode={scope.currencyCode} />
        </div>
      ) : (
        <div className="mt-8 rounded-2xl bg-white p-8 text-center ring-1 ring-leaf-100">
          <h2 className="font-serif text-2xl">No favourites yet</h2>
          <p className="mt-2 text-leaf-800">Tap the heart on any tea to keep it here.</p>
          <PageLink href="/teas" className="mt-6 inline-block rounded-full bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800">
            Browse the teas
          </PageLink>
        </div>
      )}
    </div>
  )
}

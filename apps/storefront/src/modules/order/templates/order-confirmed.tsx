"use client"

import { useQueries } from "@tanstack/react-query"
import PageLink from "@modules/common/page-link"
import { useEffect, useState } from "react"
import { useStoreClient } from "@lib/context/store-client-context"
import { orderQueryKey, retrieveOrder } from "@lib/data/browser/orders"
import { orderLookupHref } from "@lib/util/order-lookup"
import { Spinner } from "@modules/common/icons"
import OrderSummary from "@modules/order/components/order-summary"

const orderIdsIn = (search: string) => [...new Set((new URLSearchParams(search).get("ids") ?? "").split(",").filter(Boolean))].slice(0, 20)

/** The orders just placed, one per tea house, read from the back end by their ids. */
export default function OrderConfirmed() {
  const storeClient = useStoreClient()
  // Read from the address once mounted, not with useSearchParams: that would need a Suspense boundary,
  // whose content React reveals up to 300 ms late (it throttles reveals), after the orders are in hand.
  const [ids, setIds] = useState<string[] | null>(null)
  useEffect(() => setIds(orderIdsIn(window.location.search)), [])
  // An order just placed is in hand (the checkout put it there); after a reload it is asked for.
  const orders = useQueries({
    queries: (ids ?? []).map((id) => ({ queryKey: orderQueryKey(id), queryFn: () => retrieveOrder(storeClient, id), staleTime: Number.POSITIVE_INFINITY })),
  })
  const found = orders.flatMap((order) => (order.data ? [order.data] : []))
  const pending = !ids || orders.some((order) => order.isPending)
  const email = found[0]?.email

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="font-serif text-4xl">Thank you for your order</h1>
      {pending ? (
        <p className="mt-6 flex items-center gap-3" role="status">
          <Spinner className="h-5 w-5" /> Loading your order…
        </p>
      ) : !found.length ? (
        <p className="mt-6">We could not find these orders. If you placed one, its confirmation is on its way to your email.</p>
      ) : (
        <>
          <p className="mt-3 text-leaf-800">
            {found.length > 1 ? `Your ${found.length} orders are placed, one with each tea house.` : "Your order is placed."}
            {email ? ` A confirmation goes to ${email}.` : ""}
          </p>
          <div className="mt-6 space-y-6">
            {found.map((order) => (
              <OrderSummary key={order.id} order={order} />
            ))}
          </div>
          {!storeClient.hasSession() && (
            <p className="mt-6 text-leaf-800" data-testid="lookup-hint">
              To see {found.length > 1 ? "an order" : "it"} again later, use{" "}
              <PageLink href={orderLookupHref({ order: found[0].display_id })} className="font-semibold text-leaf-700 underline">
                Find your order
              </PageLink>{" "}
              with its number and your email.
            </p>
          )}
        </>
      )}
      <PageLink href="/teas" className="mt-8 inline-block rounded-full bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800">
        Keep browsing
      </PageLink>
    </div>
  )
}

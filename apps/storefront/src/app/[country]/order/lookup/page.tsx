import type { Metadata } from "next"
import { lookUpOrder } from "@lib/data/server/order-lookup"
import { lookupPrefill } from "@lib/util/order-lookup"
import OrderLookup from "@modules/order/templates/order-lookup"

export const metadata: Metadata = { title: "Find your order", robots: { index: false } }

// It reads the query and may show someone's order: rendered for each request, never kept in the page cache.
export const dynamic = "force-dynamic"

type Search = Promise<Record<string, string | string[] | undefined>>

/** /order/lookup, and ?order=&email= from an email's link: the order is looked up at once, in one click. */
export default async function OrderLookupPage({ searchParams }: { searchParams: Search }) {
  const { order, email } = await searchParams
  const prefill = lookupPrefill(order, email)
  const initial = prefill.lookUpNow ? await lookUpOrder(prefill) : null
  return <OrderLookup prefill={prefill} initial={initial} />
}

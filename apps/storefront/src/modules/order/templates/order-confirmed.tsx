"use client"

import { useQueries } from "@tanstack/react-query"
import Link from "next/link"
import { useSearchParams } from "next/navigation"
import { useMedusa } from "@lib/context/medusa-context"
import { retrieveOrder } from "@lib/data/orders"
import { Spinner } from "@modules/common/icons"
import OrderSummary from "@modules/order/components/order-summary"

/** The orders just placed, one per tea house, read from the back end by their ids. */
export default function OrderConfirmed() {
  const medusa = useMedusa()
  const ids = [...new Set((useSearchParams().get("ids") ?? "").split(",").filter(Boolean))].slice(0, 20)
  const orders = useQueries({ queries: ids.map((id) => ({ queryKey: ["order", id], queryFn: () => retrieveOrder(medusa, id) })) })
  const found = orders.flatMap((order) => (order.data ? [order.data] : []))
  const pending = orders.some((order) => order.isPending)
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
        </>
      )}
      <Link href="/teas" className="mt-8 inline-block rounded-full bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800">
        Keep browsing
      </Link>
    </div>
  )
}

import type { Metadata } from "next"
import Link from "next/link"
import { requireCustomer, retrieveCustomerOrder } from "@lib/data/account"
import OrderStatusDetails from "@modules/order/components/order-status-details"
import OrderSummary from "@modules/order/components/order-summary"

export const metadata: Metadata = { title: "Order" }

export default async function AccountOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const { customer, token } = await requireCustomer(`/account/orders/${encodeURIComponent(id)}`)
  const order = await retrieveCustomerOrder(token, customer.id, id)
  return (
    <div className="space-y-6">
      <Link href="/account/orders" className="text-sm font-semibold text-leaf-700 underline">
        ← All orders
      </Link>
      <OrderSummary order={order} />
      <OrderStatusDetails order={order} />
    </div>
  )
}

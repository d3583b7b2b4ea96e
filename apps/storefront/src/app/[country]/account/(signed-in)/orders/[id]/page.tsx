import type { Metadata } from "next"
import Link from "next/link"
import { requireCustomer, retrieveCustomerOrder } from "@lib/data/account"
import { formatMoney } from "@lib/util/money"
import { orderStatusLabel, paymentStatusLabel } from "@lib/util/order-status"
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
      <dl className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-leaf-100 sm:grid-cols-3">
        <div>
          <dt className="font-semibold">Status</dt>
          <dd className="text-leaf-800" data-testid="order-status">{orderStatusLabel(order)}</dd>
        </div>
        <div>
          <dt className="font-semibold">Shipping</dt>
          <dd className="text-leaf-800">
            {order.shipping_methods.map((method) => `${method.name} (${formatMoney({ amount: method.amount, currencyCode: order.currency_code })})`).join(", ") || "None"}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Payment</dt>
          <dd className="text-leaf-800">{paymentStatusLabel(order.payment_status)}</dd>
        </div>
      </dl>
    </div>
  )
}

import type { PlacedOrderDetails } from "@lib/util/placed-order"
import { formatMoney } from "@leafline/shop-contract"
import { orderStatusLabel, paymentStatusLabel } from "@lib/util/order-status"

type OrderWithStatuses = Pick<PlacedOrderDetails, "currency_code" | "shipping_methods"> & {
  status?: string | null
  payment_status?: string | null
  fulfillment_status?: string | null
}

/** Where a placed order stands: its status, its shipping and its payment (the account's and the lookup's order pages). */
export default function OrderStatusDetails({ order }: { order: OrderWithStatuses }) {
  return (
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
  )
}

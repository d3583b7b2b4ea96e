import PageLink from "@modules/common/page-link"
import type { OrderSummary } from "@lib/data/server/account"
import { formatMoney, formatOrderDate } from "@leafline/shop-contract"
import { orderStatusLabel } from "@lib/util/order-status"

/** The customer's orders, newest first: number, date, tea house, status and total, each linking to its page. */
export default function OrderList({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul className="divide-y divide-leaf-100 rounded-2xl bg-white ring-1 ring-leaf-100" data-testid="order-list">
      {orders.map((order) => {
        const house = order.items.find((item) => item.store_name)?.store_name
        const count = order.items.reduce((sum, item) => sum + item.quantity, 0)
        return (
          <li key={order.id} data-testid="order-row">
            <PageLink href={`/account/orders/${order.id}`} className="grid gap-1 px-5 py-4 hover:bg-leaf-50 sm:grid-cols-[1fr_auto] sm:items-center">
              <span>
                <span className="font-semibold">Order #{order.display_id}</span>
                {house ? <span className="text-leaf-800"> from {house}</span> : null}
                <span className="block text-sm text-leaf-800">
                  <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time> · {count} {count === 1 ? "item" : "items"} ·{" "}
                  <span data-testid="order-status">{orderStatusLabel(order)}</span>
                </span>
              </span>
              <span className="font-semibold">{formatMoney({ amount: order.total, currencyCode: order.currency_code })}</span>
            </PageLink>
          </li>
        )
      })}
    </ul>
  )
}

import type { CartAddress } from "@lib/util/addresses"
import type { PlacedOrderDetails } from "@lib/util/placed-order"
import { sumCartTotals } from "@lib/util/cart-totals"
import { countryName, formatMoney, formatOrderDate } from "@leafline/shop-contract"
import CartTotals from "@modules/cart/components/cart-totals"

function Address({ title, address }: { title: string; address: CartAddress | null }) {
  if (!address) return null
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <address className="not-italic text-leaf-800">
        {address.first_name} {address.last_name}
        <br />
        {address.address_1}
        {address.address_2 ? `, ${address.address_2}` : ""}
        <br />
        {address.postal_code} {address.city}, {countryName(address.country_code)}
      </address>
    </div>
  )
}

/** One placed order: its number, house, date, lines, addresses and totals. */
export default function OrderSummary({ order }: { order: PlacedOrderDetails }) {
  const currencyCode = order.currency_code
  const house = order.items[0]?.store_name
  return (
    <article className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100" aria-labelledby={`order-${order.id}`} data-testid="placed-order">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`order-${order.id}`} className="font-serif text-xl">
          Order #<span data-testid="order-number">{order.display_id}</span>
          {house ? ` from ${house}` : ""}
        </h2>
        <p className="text-sm text-leaf-800">
          Placed on <time dateTime={order.created_at} data-testid="order-date">{formatOrderDate(order.created_at)}</time>
        </p>
      </div>
      <ul className="mt-3 divide-y divide-leaf-100 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-2">
            <span>
              {item.quantity} × {item.product_title} ({item.variant_title})
            </span>
            <span className="tabular-nums">{formatMoney({ amount: item.total, currencyCode })}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
        <Address title="Shipping to" address={order.shipping_address} />
        <Address title="Billing" address={order.billing_address} />
        <div>
          <h3 className="font-semibold">Shipping</h3>
          <p className="text-leaf-800">{order.shipping_methods.map((method) => method.name).join(", ")}</p>
        </div>
      </div>
      <div className="mt-4 border-t border-leaf-100 pt-4">
        <CartTotals totals={sumCartTotals([order])} />
      </div>
    </article>
  )
}

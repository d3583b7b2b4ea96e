"use client"

import { addressLine } from "@lib/util/addresses"
import { cartHouseName, type HeldCart } from "@lib/util/carts-per-house"
import { formatMoney } from "@leafline/shop-contract"
import { Spinner } from "@modules/common/icons"

/** Where the orders go, each tea house's order as it will be placed, and the button that places them all. */
export default function ReviewStep({
  carts,
  ready,
  blockers,
  busy,
  onPlace,
}: {
  carts: HeldCart[]
  ready: boolean
  blockers: string[]
  busy: boolean
  onPlace: () => void
}) {
  const shippingAddress = addressLine(carts[0]?.shipping_address)
  return (
    <div className="space-y-4">
      {shippingAddress && (
        <p className="text-sm text-leaf-800" data-testid="review-address">
          <span className="font-semibold">Shipping to</span> {shippingAddress}
        </p>
      )}
      <ul className="space-y-3">
        {carts.map((cart) => {
          const currencyCode = cart.currency_code ?? "eur"
          return (
            <li key={cart.id} className="rounded-xl border border-leaf-100 p-4 text-sm" data-testid="review-house">
              <p className="font-semibold">{cartHouseName(cart)}</p>
              <ul className="mt-1 text-leaf-800">
                {cart.items?.map((item) => (
                  <li key={item.id}>
                    {item.quantity} × {item.product_title} ({item.variant_title})
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-leaf-800">
                {cart.shipping_methods?.[0]?.name} · {formatMoney({ amount: cart.shipping_methods?.[0]?.amount, currencyCode })}
              </p>
              <p className="mt-1 font-semibold">Order total {formatMoney({ amount: cart.total, currencyCode })}</p>
            </li>
          )
        })}
      </ul>
      {blockers.length > 0 && (
        <ul role="alert" className="list-disc pl-5 text-sm text-red-700" data-testid="checkout-blockers">
          {blockers.map((blocker) => (
            <li key={blocker}>{blocker}</li>
          ))}
        </ul>
      )}
      <p className="text-sm text-leaf-800">
        {carts.length > 1 ? `This places ${carts.length} orders, one with each tea house.` : "This places your order."}
      </p>
      <button
        type="button"
        onClick={onPlace}
        disabled={!ready || busy}
        aria-disabled={!ready || busy}
        className="flex h-12 items-center gap-2 rounded-full bg-leaf-700 px-8 font-semibold text-white hover:bg-leaf-800 disabled:opacity-70"
        data-testid="place-order"
      >
        {busy && <Spinner />}
        {busy ? "Placing your order…" : "Place order"}
      </button>
    </div>
  )
}

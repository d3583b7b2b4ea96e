"use client"

import PageLink from "@modules/common/page-link"
import { useCart } from "@lib/context/cart-context"
import { sumCartTotals } from "@lib/util/cart-totals"
import { filledCarts } from "@lib/util/carts-per-house"
import CartTotals from "@modules/cart/components/cart-totals"
import HouseCart from "@modules/cart/components/house-cart"
import PromotionCode from "@modules/cart/components/promotion-code"

/** The held carts, one per tea house, with their lines, a promotion code and the totals. */
export default function CartTemplate() {
  const { carts, isLoading } = useCart()
  const filled = filledCarts(carts)
  const totals = sumCartTotals(filled)
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="font-serif text-4xl">Your cart</h1>
      {isLoading ? (
        <div className="mt-8 space-y-3" role="status" aria-label="Loading your cart">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="h-16 animate-pulse rounded-2xl bg-leaf-100" />
          ))}
        </div>
      ) : !filled.length ? (
        <div className="mt-8 rounded-2xl bg-white p-8 text-center ring-1 ring-leaf-100" data-testid="empty-cart">
          <p className="font-serif text-2xl">Your cart is empty</p>
          <p className="mt-2 text-leaf-800">Find a tea you like and add it here.</p>
          <PageLink href="/teas" className="mt-6 inline-block rounded-full bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800">
            Browse the teas
          </PageLink>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-6">
            {filled.length > 1 && (
              <p className="text-sm text-leaf-800">
                Your teas come from {filled.length} tea houses: each ships its own parcel and places its own order.
              </p>
            )}
            {filled.map((cart) => (
              <HouseCart key={cart.id} cart={cart} />
            ))}
          </div>
          <aside className="h-fit space-y-5 rounded-2xl bg-white p-5 ring-1 ring-leaf-100" aria-label="Summary">
            <h2 className="font-serif text-xl">Summary</h2>
            <PromotionCode />
            <CartTotals totals={totals} shippingChosen={filled.every((cart) => cart.shipping_methods?.length)} />
            <PageLink href="/checkout" className="block rounded-full bg-leaf-700 px-6 py-3 text-center font-semibold text-white hover:bg-leaf-800" data-testid="go-to-checkout">
              Go to checkout
            </PageLink>
          </aside>
        </div>
      )}
    </div>
  )
}

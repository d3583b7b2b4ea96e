"use client"

import Link from "next/link"
import { useCart } from "@lib/context/cart-context"
import { formatMoney } from "@lib/util/money"

/** The held carts, one per tea house, with their items and totals. */
export default function CartTemplate() {
  const { carts, itemCount, isLoading } = useCart()
  const held = Object.values(carts).filter((cart) => cart.items?.length)
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="font-serif text-4xl">Your cart</h1>
      {isLoading ? (
        <div className="mt-8 space-y-3" role="status" aria-label="Loading your cart">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="h-16 animate-pulse rounded-2xl bg-leaf-100" />
          ))}
        </div>
      ) : !itemCount ? (
        <div className="mt-8 rounded-2xl bg-white p-8 text-center ring-1 ring-leaf-100">
          <p className="font-serif text-2xl">Your cart is empty</p>
          <Link href="/teas" className="mt-6 inline-block rounded-full bg-leaf-700 px-6 py-3 font-semibold text-white hover:bg-leaf-800">
            Browse the teas
          </Link>
        </div>
      ) : (
        <div className="mt-8 space-y-6">
          {held.map((cart) => {
            const house = cart.items?.[0]?.store_name
            return (
              <section key={cart.id} aria-label={house ? `From ${house}` : "Cart"} className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100" data-testid="held-cart">
                {house && <h2 className="font-serif text-xl">From {house}</h2>}
                <ul className="mt-3 divide-y divide-leaf-100">
                  {cart.items?.map((item) => (
                    <li key={item.id} className="flex items-center gap-4 py-3">
                      {item.thumbnail && (
                        // eslint-disable-next-line @next/next/no-img-element
                        <img src={item.thumbnail} alt="" width={56} height={56} className="h-14 w-14 rounded-xl bg-leaf-100" />
                      )}
                      <div className="flex-1">
                        <p className="font-medium">{item.product_title}</p>
                        <p className="text-sm text-leaf-700">
                          {item.title} × {item.quantity}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-right font-semibold">
                  Total {formatMoney({ amount: cart.total, currencyCode: cart.currency_code ?? "eur" })}
                </p>
              </section>
            )
          })}
        </div>
      )}
    </div>
  )
}

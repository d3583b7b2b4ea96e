"use client"

import PageLink from "@modules/common/page-link"
import { useEffect, useRef, useState } from "react"
import { useCart } from "@lib/context/cart-context"
import { filledCarts } from "@lib/util/carts-per-house"
import { formatMoney } from "@leafline/shop-contract"
import { CloseIcon } from "@modules/common/icons"

export const CART_DROPDOWN_ID = "cart-dropdown"
/** Spec section 9: the dropdown closes by itself 5 s after an item is added. */
export const CART_DROPDOWN_MS = 5000

/**
 * What was just added, the carts' total and the ways on (spec section 4). It closes after 5 s, but not
 * while the pointer is over it or focus is in it, and at once on Escape. A non-modal dialog: it never
 * takes focus from the page, and its arrival is announced.
 */
export default function CartDropdown() {
  const { carts, recentlyAdded, dismissRecentlyAdded } = useCart()
  const [held, setHeld] = useState(false)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!recentlyAdded || held) return
    const timer = setTimeout(dismissRecentlyAdded, CART_DROPDOWN_MS)
    return () => clearTimeout(timer)
  }, [recentlyAdded, held, dismissRecentlyAdded])

  useEffect(() => {
    if (!recentlyAdded) return setHeld(false)
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && dismissRecentlyAdded()
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [recentlyAdded, dismissRecentlyAdded])

  const filled = filledCarts(carts)
  const currencyCode = filled[0]?.currency_code ?? "eur"
  const total = filled.reduce((sum, cart) => sum + (cart.total ?? 0), 0)
  const announcement = recentlyAdded?.items.map((item) => item.product_title).join(", ")

  return (
    <>
      <p className="sr-only" role="status">
        {recentlyAdded ? `Added to your cart: ${announcement}` : ""}
      </p>
      {recentlyAdded && (
        <div
          ref={panel}
          id={CART_DROPDOWN_ID}
          role="dialog"
          aria-modal="false"
          aria-labelledby="cart-dropdown-title"
          className="absolute right-0 top-12 z-40 w-80 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-leaf-100"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(panel.current?.contains(document.activeElement) ?? false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => setHeld(event.currentTarget.contains(event.relatedTarget as Node | null))}
          data-testid="cart-dropdown"
        >
          <div className="flex items-center justify-between">
            <h2 id="cart-dropdown-title" className="font-serif text-lg">
              Added to your cart
            </h2>
            <button type="button" onClick={dismissRecentlyAdded} className="rounded-full p-1.5 hover:bg-leaf-100" aria-label="Close">
              <CloseIcon className="h-4 w-4" />
            </button>
          </div>
          <ul className="mt-3 space-y-3">
            {recentlyAdded.items.map((item) => (
              <li key={item.id} className="flex items-center gap-3">
                {item.thumbnail && (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={item.thumbnail} alt="" width={48} height={48} className="h-12 w-12 rounded-lg bg-leaf-100" />
                )}
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-medium">{item.product_title}</p>
                  <p className="text-leaf-700">
                    {item.variant_title} · {item.quantity} in cart{item.store_name ? ` · ${item.store_name}` : ""}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex justify-between border-t border-leaf-100 pt-3 text-sm font-semibold">
            <span>
              Total{filled.length > 1 ? ` (${filled.length} tea houses)` : ""}
            </span>
            <span data-testid="cart-dropdown-total">{formatMoney({ amount: total, currencyCode })}</span>
          </p>
          <div className="mt-4 grid grid-cols-2 gap-2 text-sm font-semibold">
            <PageLink href="/cart" onClick={dismissRecentlyAdded} className="rounded-full border border-leaf-700 px-4 py-2.5 text-center text-leaf-800 hover:bg-leaf-50">
              View cart
            </PageLink>
            <PageLink href="/checkout" onClick={dismissRecentlyAdded} className="rounded-full bg-leaf-700 px-4 py-2.5 text-center text-white hover:bg-leaf-800">
              Checkout
            </PageLink>
          </div>
        </div>
      )}
    </>
  )
}

"use client"

import PageLink from "@modules/common/page-link"
import { useCart } from "@lib/context/cart-context"
import { BagIcon } from "@modules/common/icons"
import CartDropdown, { CART_DROPDOWN_ID } from "@modules/layout/components/cart-dropdown"

export default function CartButton() {
  const { itemCount, recentlyAdded } = useCart()
  return (
    <div className="relative">
      <PageLink
        href="/cart"
        className="relative flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium hover:bg-leaf-100"
        aria-label={`Cart, ${itemCount} ${itemCount === 1 ? "item" : "items"}`}
        aria-controls={recentlyAdded ? CART_DROPDOWN_ID : undefined}
        aria-expanded={Boolean(recentlyAdded)}
        data-testid="cart-button"
      >
        <BagIcon />
        <span className="min-w-5 rounded-full bg-leaf-700 px-1.5 text-center text-xs font-semibold leading-5 text-white" data-testid="cart-count">
          {itemCount}
        </span>
      </PageLink>
      <CartDropdown />
    </div>
  )
}

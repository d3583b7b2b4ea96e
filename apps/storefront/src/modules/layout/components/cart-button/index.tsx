"use client"

import Link from "next/link"
import { useCart } from "@lib/context/cart-context"
import { BagIcon } from "@modules/common/icons"

export default function CartButton() {
  const { itemCount } = useCart()
  return (
    <Link
      href="/cart"
      className="relative flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium hover:bg-leaf-100"
      aria-label={`Cart, ${itemCount} ${itemCount === 1 ? "item" : "items"}`}
      data-testid="cart-button"
    >
      <BagIcon />
      <span className="min-w-5 rounded-full bg-leaf-700 px-1.5 text-center text-xs font-semibold leading-5 text-white" data-testid="cart-count">
        {itemCount}
      </span>
    </Link>
  )
}

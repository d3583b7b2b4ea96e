"use client"

import PageLink from "@modules/common/page-link"
import { useState } from "react"
import { useCart } from "@lib/context/cart-context"
import type { LineItemWithHouse } from "@lib/util/carts-per-house"
import { formatMoney } from "@leafline/shop-contract"
import { Spinner } from "@modules/common/icons"

/** One line of a tea house's cart: the tea, its size, the quantity to change and a way to remove it. */
export default function CartLine({ cartId, item, currencyCode }: { cartId: string; item: LineItemWithHouse; currencyCode: string }) {
  const { updateQuantity, removeLine } = useCart()
  const [busy, setBusy] = useState(false)
  const run = async (change: () => Promise<void>) => {
    setBusy(true)
    await change()
    setBusy(false)
  }
  const name = item.product_title ?? item.title
  const stepper = "flex h-9 w-9 items-center justify-center rounded-full text-lg hover:bg-leaf-100 disabled:opacity-40"
  return (
    <li className="flex flex-wrap items-center gap-4 py-4" data-testid="cart-line">
      {item.thumbnail && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={item.thumbnail} alt="" width={64} height={64} className="h-16 w-16 rounded-xl bg-leaf-100" />
      )}
      <div className="min-w-40 flex-1">
        {item.product_handle ? (
          <PageLink href={`/teas/${item.product_handle}`} className="font-medium hover:underline">
            {name}
          </PageLink>
        ) : (
          <p className="font-medium">{name}</p>
        )}
        <p className="text-sm text-leaf-700">
          {item.variant_title} · {formatMoney({ amount: item.unit_price, currencyCode })} each
        </p>
      </div>
      <div className="flex items-center gap-1 rounded-full ring-1 ring-leaf-200" role="group" aria-label={`Quantity of ${name}`}>
        <button type="button" className={stepper} disabled={busy || item.quantity <= 1} onClick={() => run(() => updateQuantity(cartId, item.id, item.quantity - 1))} aria-label={`One less ${name}`}>
          −
        </button>
        <span className="w-8 text-center tabular-nums" data-testid="line-quantity" aria-live="polite">
          {busy ? <Spinner className="mx-auto h-4 w-4" /> : item.quantity}
        </span>
        <button type="button" className={stepper} disabled={busy} onClick={() => run(() => updateQuantity(cartId, item.id, item.quantity + 1))} aria-label={`One more ${name}`}>
          +
        </button>
      </div>
      <p className="w-24 text-right font-semibold tabular-nums" data-testid="line-total">
        {formatMoney({ amount: item.total, currencyCode })}
      </p>
      <button type="button" disabled={busy} onClick={() => run(() => removeLine(cartId, item.id))} className="text-sm text-leaf-700 underline hover:text-leaf-900" data-testid="remove-line">
        Remove<span className="sr-only"> {name}</span>
      </button>
    </li>
  )
}

"use client"

import { useState } from "react"
import { useCart } from "@lib/context/cart-context"
import { filledCarts } from "@lib/util/carts-per-house"
import { Spinner } from "@modules/common/icons"

/** A promotion code for every tea house's cart; a code no cart takes says so. */
export default function PromotionCode() {
  const { carts, applyPromotion, removePromotion } = useCart()
  const [code, setCode] = useState("")
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const applied = [...new Set(filledCarts(carts).flatMap((cart) => cart.promotions?.map((p) => p.code ?? "") ?? []))].filter(Boolean)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const wanted = code.trim()
    if (!wanted) return setMessage("Enter a promotion code.")
    setBusy(true)
    const result = await applyPromotion(wanted)
    setBusy(false)
    setMessage(result.applied ? null : (result.message ?? null))
    if (result.applied) setCode("")
  }

  return (
    <div>
      <form onSubmit={submit} className="flex gap-2" noValidate>
        <label htmlFor="promotion-code" className="sr-only">
          Promotion code
        </label>
        <input
          id="promotion-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Promotion code"
          autoComplete="off"
          aria-invalid={Boolean(message)}
          aria-describedby={message ? "promotion-code-error" : undefined}
          className="h-10 min-w-0 flex-1 rounded-full border border-leaf-200 bg-white px-4 text-sm"
        />
        <button type="submit" disabled={busy} className="flex h-10 items-center gap-2 rounded-full border border-leaf-700 px-4 text-sm font-semibold text-leaf-800 hover:bg-leaf-50">
          {busy && <Spinner />}Apply
        </button>
      </form>
      {message && (
        <p id="promotion-code-error" role="alert" className="mt-2 text-sm text-red-700" data-testid="promotion-error">
          {message}
        </p>
      )}
      {applied.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Applied promotion codes">
          {applied.map((applied) => (
            <li key={applied} className="flex items-center gap-2 rounded-full bg-leaf-100 px-3 py-1 text-sm" data-testid="applied-promotion">
              {applied}
              <button type="button" onClick={() => void removePromotion(applied)} className="underline" aria-label={`Remove code ${applied}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

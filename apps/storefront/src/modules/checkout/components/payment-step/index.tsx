"use client"

import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useCart } from "@lib/context/cart-context"
import { useStoreClient } from "@lib/context/store-client-context"
import { retrieveCart } from "@lib/data/browser/carts"
import { listPaymentProviders, startPayment } from "@lib/data/browser/checkout"
import { errorMessage } from "@lib/context/toasts"
import type { HeldCart } from "@lib/util/carts-per-house"
import { chosenPaymentProvider } from "@lib/util/checkout-steps"
import { isTestPayment, paymentProviderTitle } from "@lib/util/payment-providers"
import { Spinner } from "@modules/common/icons"

/** The region's payment providers; the choice opens a payment session on every tea house's cart. */
export default function PaymentStep({ carts, regionId, onDone }: { carts: HeldCart[]; regionId: string; onDone: () => void }) {
  const storeClient = useStoreClient()
  const { holdCart } = useCart()
  const providers = useQuery({ queryKey: ["payment-providers", regionId], queryFn: () => listPaymentProviders(storeClient, regionId) })
  const [picked, setPicked] = useState<string | null>(null)
  const selected = picked ?? chosenPaymentProvider(carts) ?? providers.data?.[0] ?? null
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!selected) return
    setSaving(true)
    setError(null)
    try {
      for (const cart of carts) {
        await startPayment(storeClient, cart.id, selected)
        holdCart(await retrieveCart(storeClient, cart.id))
      }
      onDone()
    } catch (failure) {
      setError(errorMessage(failure, "The payment could not be prepared. Please try again."))
    } finally {
      setSaving(false)
    }
  }

  if (providers.isPending) return <Spinner className="h-5 w-5" />
  if (!providers.data?.length) return <p className="text-sm text-red-700">No payment method is available in this region.</p>
  return (
    <form onSubmit={submit} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="sr-only">Payment method</legend>
        {providers.data.map((id) => (
          <label key={id} className="flex cursor-pointer items-center gap-3 rounded-xl border border-leaf-100 px-4 py-3 hover:bg-leaf-50">
            <input type="radio" name="payment-provider" value={id} checked={selected === id} onChange={() => setPicked(id)} className="h-4 w-4" />
            <span className="font-medium">{paymentProviderTitle(id)}</span>
            {isTestPayment(id) && <span className="text-sm text-leaf-700">No money is taken: for trying the shop out.</span>}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={saving || !selected} className="flex h-12 items-center gap-2 rounded-full bg-leaf-700 px-6 font-semibold text-white hover:bg-leaf-800 disabled:opacity-70" data-testid="payment-continue">
        {saving && <Spinner />}Continue to review
      </button>
    </form>
  )
}

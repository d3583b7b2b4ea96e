"use client"

import PageLink from "@modules/common/page-link"
import { useCallback, useState } from "react"
import { lookUpOrder } from "@lib/data/browser/orders"
import { field, useFormAction } from "@lib/hooks/use-form-action"
import { LOOKUP_MESSAGES, type LookupOutcome, type LookupPrefill } from "@lib/util/order-lookup"
import { inputClass, primaryButtonClass } from "@modules/account/components/form-parts"
import OrderStatusDetails from "@modules/order/components/order-status-details"
import OrderSummary from "@modules/order/components/order-summary"

/**
 * A guest's order, found by its number and the email it was placed with. Opened from an email's link, the
 * page comes with the order already looked up (`initial`); the form looks another up from the browser,
 * without putting the email in the address.
 */
export default function OrderLookup({ prefill, initial }: { prefill: LookupPrefill; initial: LookupOutcome | null }) {
  const [outcome, setOutcome] = useState<LookupOutcome | null>(initial)
  const action = useCallback(async (form: FormData) => {
    setOutcome(null)
    setOutcome(await lookUpOrder({ order: field(form, "order"), email: field(form, "email") }))
  }, [])
  const { pending, error, onSubmit } = useFormAction(action, LOOKUP_MESSAGES.unavailable)
  const refusal = error ?? (outcome && "refused" in outcome ? outcome.refused : null)

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="font-serif text-4xl">Find your order</h1>
      <p className="mt-3 text-leaf-800">Enter the order number from your confirmation email and the email address you ordered with.</p>
      <form onSubmit={onSubmit} className="mt-6 grid gap-4 rounded-3xl bg-white p-6 ring-1 ring-leaf-100 sm:grid-cols-[10rem_1fr_auto] sm:items-end" data-testid="lookup-form">
        <label className="block text-sm font-medium">
          Order number
          <input
            name="order"
            inputMode="numeric"
            pattern="\s*#?\s*[0-9]{1,10}\s*"
            title="The order number: digits, as in your confirmation email"
            autoComplete="off"
            required
            defaultValue={prefill.order}
            placeholder="1005"
            className={inputClass}
            data-testid="lookup-order"
          />
        </label>
        <label className="block text-sm font-medium">
          Email
          <input name="email" type="email" autoComplete="email" required defaultValue={prefill.email} className={inputClass} data-testid="lookup-email" />
        </label>
        <button type="submit" disabled={pending} className={primaryButtonClass} data-testid="lookup-submit">
          {pending ? "Looking…" : "Find order"}
        </button>
      </form>

      <div className="mt-6 space-y-6" aria-live="polite">
        {refusal && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800" data-testid="lookup-refused">
            {refusal}
          </p>
        )}
        {outcome && "found" in outcome && (
          <>
            <OrderSummary order={outcome.found} />
            <OrderStatusDetails order={outcome.found} />
          </>
        )}
      </div>

      <p className="mt-8 text-sm text-leaf-800">
        Ordered while signed in? Your orders are in{" "}
        <PageLink href="/account/orders" className="font-semibold text-leaf-700 underline">
          your account
        </PageLink>
        .
      </p>
    </div>
  )
}

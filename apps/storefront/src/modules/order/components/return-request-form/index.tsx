"use client"

import { useRouter } from "next/navigation"
import { useCallback, useRef } from "react"
import { useStoreClient } from "@lib/context/store-client-context"
import { notify } from "@lib/context/toasts"
import { requestReturn } from "@lib/data/browser/returns"
import type { ReturnReason } from "@lib/util/returns"
import { field, useFormAction } from "@lib/hooks/use-form-action"
import { FormError, inputClass, primaryButtonClass } from "@modules/account/components/form-parts"

export type ReturnableItem = { id: string; name: string; returnable: number }

/** The items of a shipped order a customer may still return: how many of each, one reason and a note. */
export default function ReturnRequestForm({ orderId, items, reasons }: { orderId: string; items: ReturnableItem[]; reasons: ReturnReason[] }) {
  const storeClient = useStoreClient()
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const action = useCallback(
    async (form: FormData) => {
      const lines = items
        .map((item) => ({ id: item.id, quantity: Number(field(form, `quantity-${item.id}`)) }))
        .filter((line) => line.quantity > 0)
      if (!lines.length) throw new Error("Choose how many of an item to return.")
      const note = field(form, "note").trim()
      await requestReturn(storeClient, orderId, { items: lines, reason_id: field(form, "reason_id"), ...(note ? { note } : {}) })
      formRef.current?.reset()
      notify.success("Your return is requested")
      router.refresh()
    },
    [items, storeClient, orderId, router],
  )
  const { pending, error, onSubmit } = useFormAction(action, "The return could not be requested. Try again.")
  return (
    <form ref={formRef} onSubmit={onSubmit} className="space-y-4" data-testid="return-form">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">How many of each tea to return</legend>
        {items.map((item) => (
          <div key={item.id} className="flex items-center justify-between gap-4 text-sm" data-testid="return-line">
            <label htmlFor={`return-quantity-${item.id}`}>
              {item.name}
              <span className="sr-only">: how many to return, of {item.returnable}</span>
            </label>
            <select
              id={`return-quantity-${item.id}`}
              name={`quantity-${item.id}`}
              defaultValue="0"
              className="h-11 w-20 shrink-0 rounded-xl border border-leaf-200 bg-white px-3"
              data-testid="return-quantity"
            >
              {Array.from({ length: item.returnable + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <label className="block text-sm font-medium">
        Reason
        <select name="reason_id" required defaultValue="" className={inputClass} data-testid="return-reason">
          <option value="" disabled>
            Choose a reason
          </option>
          {reasons.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        Note <span className="font-normal text-leaf-800">(optional)</span>
        <textarea name="note" rows={3} maxLength={1000} className={`${inputClass} h-auto py-2`} data-testid="return-note" />
      </label>
      <FormError message={error} />
      <button type="submit" disabled={pending} className={primaryButtonClass} data-testid="return-submit">
        {pending ? "Requesting…" : "Request the return"}
      </button>
    </form>
  )
}

"use client"

import { useRouter } from "next/navigation"
import { useCallback } from "react"
import { useQueryClient } from "@tanstack/react-query"
import { useStoreClient } from "@lib/context/store-client-context"
import { notify } from "@lib/context/toasts"
import type { Customer } from "@lib/util/customer"
import { updateProfile } from "@lib/data/browser/customer"
import { field, useFormAction } from "@lib/hooks/use-form-action"
import { CUSTOMER_QUERY_KEY } from "@lib/hooks/use-customer"
import { FormError, TextField, primaryButtonClass } from "../form-parts"

/** The customer's names and phone (spec section 7: the update carries the profile fields, not the id). */
export default function ProfileForm({ customer }: { customer: Pick<Customer, "first_name" | "last_name" | "phone"> }) {
  const storeClient = useStoreClient()
  const router = useRouter()
  const queryClient = useQueryClient()
  const action = useCallback(
    async (form: FormData) => {
      await updateProfile(storeClient, {
        first_name: field(form, "first_name").trim(),
        last_name: field(form, "last_name").trim(),
        phone: field(form, "phone").trim(),
      })
      await queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY })
      notify.success("Your profile is saved")
      router.refresh()
    },
    [storeClient, queryClient, router],
  )
  const { pending, error, onSubmit } = useFormAction(action, "Your profile could not be saved. Try again.")
  return (
    <form onSubmit={onSubmit} className="space-y-4" data-testid="profile-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="first_name" autoComplete="given-name" defaultValue={customer.first_name ?? ""} />
        <TextField label="Last name" name="last_name" autoComplete="family-name" defaultValue={customer.last_name ?? ""} />
      </div>
      <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" required={false} defaultValue={customer.phone ?? ""} />
      <FormError message={error} />
      <button type="submit" disabled={pending} className={primaryButtonClass} data-testid="profile-save">
        {pending ? "Saving…" : "Save"}
      </button>
    </form>
  )
}

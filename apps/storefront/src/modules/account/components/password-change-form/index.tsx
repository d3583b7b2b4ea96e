"use client"

import { useCallback, useRef } from "react"
import { notify } from "@lib/context/toasts"
import { changePassword } from "@lib/data/browser/session"
import { field, useFormAction } from "@lib/hooks/use-form-action"
import { FormError, primaryButtonClass } from "../form-parts"
import PasswordField from "../password-field"

/** A new password for a signed-in customer, who confirms it is them with the current one. */
export default function PasswordChangeForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const action = useCallback(
    async (form: FormData) => {
      await changePassword({ current_password: field(form, "current_password"), new_password: field(form, "new_password") })
      formRef.current?.reset()
      notify.success("Your password is changed")
    },
    [],
  )
  const { pending, error, onSubmit } = useFormAction(action, "Your password could not be changed. Try again.")
  return (
    <form ref={formRef} onSubmit={onSubmit} className="space-y-4" data-testid="password-change-form">
      <PasswordField label="Current password" name="current_password" />
      <PasswordField label="New password" name="new_password" isNew />
      <FormError message={error} />
      <button type="submit" disabled={pending} className={primaryButtonClass} data-testid="password-change-submit">
        {pending ? "Changing…" : "Change the password"}
      </button>
    </form>
  )
}

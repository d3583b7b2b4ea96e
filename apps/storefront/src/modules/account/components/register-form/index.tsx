"use client"

import { useCallback } from "react"
import { field, useFormAction } from "@lib/hooks/use-form-action"
import { useSession } from "@lib/hooks/use-session"
import { FormError, TextField, primaryButtonClass } from "../form-parts"
import PasswordField from "../password-field"

export default function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { register } = useSession()
  const action = useCallback(
    async (form: FormData) => {
      await register({
        first_name: field(form, "first_name"),
        last_name: field(form, "last_name"),
        email: field(form, "email"),
        password: field(form, "password"),
        phone: field(form, "phone") || undefined,
      })
      onSignedIn()
    },
    [register, onSignedIn],
  )
  const { pending, error, onSubmit } = useFormAction(action, "Creating your account did not work. Try again.")
  return (
    <form onSubmit={onSubmit} className="space-y-4" data-testid="register-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="first_name" autoComplete="given-name" />
        <TextField label="Last name" name="last_name" autoComplete="family-name" />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" />
      <PasswordField isNew />
      <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" required={false} />
      <FormError message={error} />
      <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`} data-testid="register-submit">
        {pending ? "Creating your account…" : "Create account"}
      </button>
    </form>
  )
}

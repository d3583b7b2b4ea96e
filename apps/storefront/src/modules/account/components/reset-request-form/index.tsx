"use client"

import { useCallback, useState } from "react"
import { field, useFormAction } from "@lib/hooks/use-form-action"
import { useSession } from "@lib/hooks/use-session"
import { FormError, TextField, primaryButtonClass } from "../form-parts"

/** Asks for a reset link; the answer is the same whether the email has an account or not. */
export default function ResetRequestForm() {
  const { requestPasswordReset } = useSession()
  const [sent, setSent] = useState<string | null>(null)
  const action = useCallback(
    async (form: FormData) => setSent((await requestPasswordReset(field(form, "email"))).message),
    [requestPasswordReset],
  )
  const { pending, error, onSubmit } = useFormAction(action, "The link could not be sent. Try again.")
  if (sent) {
    return (
      <p role="status" className="rounded-xl bg-leaf-50 px-4 py-3 text-leaf-900" data-testid="reset-sent">
        {sent}
      </p>
    )
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" data-testid="reset-form">
      <p className="text-leaf-800">Enter your account's email and we'll send you a link to choose a new password.</p>
      <TextField label="Email" name="email" type="email" autoComplete="email" />
      <FormError message={error} />
      <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`} data-testid="reset-submit">
        {pending ? "Sending…" : "Send the link"}
      </button>
    </form>
  )
}

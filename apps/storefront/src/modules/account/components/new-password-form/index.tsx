"use client"

import PageLink from "@modules/common/page-link"
import { useRouter } from "next/navigation"
import { useCallback } from "react"
import { field, useFormAction } from "@lib/hooks/use-form-action"
import { useSession } from "@lib/hooks/use-session"
import { loginHref } from "@lib/util/login-view"
import { FormError, primaryButtonClass } from "../form-parts"
import PasswordField from "../password-field"

/** The page a reset link opens: a new password, then the shopper is signed in with it. */
export default function NewPasswordForm({ email, token }: { email: string; token: string }) {
  const { setNewPassword } = useSession()
  const router = useRouter()
  const action = useCallback(
    async (form: FormData) => {
      await setNewPassword({ email, token, password: field(form, "password") })
      router.replace("/account")
      router.refresh()
    },
    [email, token, setNewPassword, router],
  )
  const { pending, error, onSubmit } = useFormAction(action, "The password could not be changed. Try again.")
  return (
    <form onSubmit={onSubmit} className="space-y-4" data-testid="new-password-form">
      <p className="text-leaf-800">
        Choose a new password for <strong>{email}</strong>.
      </p>
      <PasswordField label="New password" isNew />
      <FormError message={error} />
      {error && (
        <p className="text-sm">
          <PageLink href={loginHref("reset")} className="font-semibold text-leaf-700 underline">
            Ask for a new link
          </PageLink>
        </p>
      )}
      <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`} data-testid="new-password-submit">
        {pending ? "Saving…" : "Save and sign in"}
      </button>
    </form>
  )
}

"use client"

import PageLink from "@modules/common/page-link"
import { useCallback } from "react"
import { field, useFormAction } from "@lib/hooks/use-form-action"
import { useSession } from "@lib/hooks/use-session"
import { loginHref } from "@lib/util/login-view"
import { FormError, TextField, primaryButtonClass } from "../form-parts"
import PasswordField from "../password-field"

export default function SignInForm({ returnPath, onSignedIn }: { returnPath: string; onSignedIn: () => void }) {
  const { signIn } = useSession()
  const action = useCallback(
    async (form: FormData) => {
      await signIn(field(form, "email"), field(form, "password"))
      onSignedIn()
    },
    [signIn, onSignedIn],
  )
  const { pending, error, onSubmit } = useFormAction(action, "Signing in did not work. Try again.")
  return (
    <form onSubmit={onSubmit} className="space-y-4" data-testid="sign-in-form" noValidate={false}>
      <TextField label="Email" name="email" type="email" autoComplete="email" />
      <PasswordField />
      <FormError message={error} />
      <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`} data-testid="sign-in-submit">
        {pending ? "Signing in…" : "Sign in"}
      </button>
      <p className="text-center text-sm">
        <PageLink href={loginHref("reset", returnPath)} replace className="font-semibold text-leaf-700 underline">
          Forgotten your password?
        </PageLink>
      </p>
    </form>
  )
}

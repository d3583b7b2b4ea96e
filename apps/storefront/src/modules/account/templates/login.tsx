"use client"

import PageLink from "@modules/common/page-link"
import { useRouter } from "next/navigation"
import { useCallback } from "react"
import { type LoginView, loginHref } from "@lib/util/login-view"
import { orderLookupHref } from "@lib/util/order-lookup"
import RegisterForm from "../components/register-form"
import ResetRequestForm from "../components/reset-request-form"
import SignInForm from "../components/sign-in-form"

const HEADINGS: Record<LoginView, string> = {
  "sign-in": "Sign in",
  register: "Create your account",
  reset: "Reset your password",
}

/** The login page's three views (spec section 2); the URL names the view and the page to return to. */
export default function LoginTemplate({ view, returnPath }: { view: LoginView; returnPath: string }) {
  const router = useRouter()
  const onSignedIn = useCallback(() => {
    router.replace(returnPath)
    router.refresh()
  }, [router, returnPath])

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <div className="rounded-3xl bg-white p-6 ring-1 ring-leaf-100 sm:p-8" data-testid="login-view" data-view={view}>
        <h1 className="font-serif text-3xl">{HEADINGS[view]}</h1>
        <div className="mt-6">
          {view === "sign-in" && <SignInForm returnPath={returnPath} onSignedIn={onSignedIn} />}
          {view === "register" && <RegisterForm onSignedIn={onSignedIn} />}
          {view === "reset" && <ResetRequestForm />}
        </div>
      </div>
      <p className="mt-6 text-center text-leaf-800">
        {view === "register" ? "Have an account already? " : view === "reset" ? "Remembered it? " : "New to Leafline? "}
        <PageLink
          href={loginHref(view === "sign-in" ? "register" : "sign-in", returnPath)}
          replace
          className="font-semibold text-leaf-700 underline"
          data-testid={view === "sign-in" ? "to-register" : "to-sign-in"}
        >
          {view === "sign-in" ? "Create an account" : "Sign in"}
        </PageLink>
      </p>
      {view === "sign-in" && (
        <p className="mt-2 text-center text-leaf-800">
          Ordered as a guest?{" "}
          <PageLink href={orderLookupHref()} className="font-semibold text-leaf-700 underline" data-testid="to-order-lookup">
            Find your order
          </PageLink>
        </p>
      )}
    </div>
  )
}

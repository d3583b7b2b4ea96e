import type { Metadata } from "next"
import PageLink from "@modules/common/page-link"
import { loginHref } from "@lib/util/login-view"
import NewPasswordForm from "@modules/account/components/new-password-form"

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false }, referrer: "no-referrer" }

// The reset token is in the query: never a cached copy.
export const dynamic = "force-dynamic"

type Search = Promise<Record<string, string | string[] | undefined>>

/** Opened from the reset link in the email: `?token=…&email=…`. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Search }) {
  const { token, email } = await searchParams
  const complete = typeof token === "string" && token && typeof email === "string" && email
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <div className="rounded-3xl bg-white p-6 ring-1 ring-leaf-100 sm:p-8">
        <h1 className="font-serif text-3xl">Choose a new password</h1>
        <div className="mt-6">
          {complete ? (
            <NewPasswordForm email={email} token={token} />
          ) : (
            <p className="text-leaf-800">
              This link is incomplete. Open the link from the email again, or{" "}
              <PageLink href={loginHref("reset")} className="font-semibold text-leaf-700 underline">
                ask for a new one
              </PageLink>
              .
            </p>
          )}
        </div>
      </div>
    </div>
  )
}

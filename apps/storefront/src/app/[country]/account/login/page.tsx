import type { Metadata } from "next"
import { redirect } from "next/navigation"
import { signedInCustomer } from "@lib/data/server/account"
import { loginViewFrom, safeReturnPath } from "@lib/util/login-view"
import LoginTemplate from "@modules/account/templates/login"

export const metadata: Metadata = { title: "Sign in", robots: { index: false } }

// It reads the shopper's session and the query: never a cached copy.
export const dynamic = "force-dynamic"

type Search = Promise<Record<string, string | string[] | undefined>>

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const { view, next } = await searchParams
  const returnPath = safeReturnPath(next)
  if (await signedInCustomer()) redirect(returnPath)
  return <LoginTemplate view={loginViewFrom(view)} returnPath={returnPath} />
}

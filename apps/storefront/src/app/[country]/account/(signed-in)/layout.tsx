import type { Metadata } from "next"
import AccountNav from "@modules/account/components/account-nav"

export const metadata: Metadata = { title: { default: "Your account", template: "%s · Your account · Leafline" }, robots: { index: false } }

// Each page reads the customer's session: never a cached copy.
export const dynamic = "force-dynamic"

/** Every account page: the account's menu beside the page. Each page checks the session itself. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[12rem_1fr] md:gap-10">
      <AccountNav />
      <div className="min-w-0">{children}</div>
    </div>
  )
}

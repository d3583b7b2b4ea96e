import type { Metadata } from "next"
import { requireCustomer } from "@lib/data/server/account"
import PasswordChangeForm from "@modules/account/components/password-change-form"
import ProfileForm from "@modules/account/components/profile-form"

export const metadata: Metadata = { title: "Profile" }

export default async function AccountProfilePage() {
  const { customer } = await requireCustomer("/account/profile")
  return (
    <div className="space-y-8">
      <h1 className="font-serif text-4xl">Your profile</h1>
      <section aria-labelledby="details-heading" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
        <h2 id="details-heading" className="font-serif text-2xl">Your details</h2>
        <p className="mt-2 text-leaf-800">
          Email: <strong data-testid="profile-email">{customer.email}</strong> (you sign in with it)
        </p>
        <div className="mt-4">
          <ProfileForm customer={customer} />
        </div>
      </section>
      <section aria-labelledby="password-heading" className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100">
        <h2 id="password-heading" className="font-serif text-2xl">Password</h2>
        <div className="mt-4 max-w-md">
          <PasswordChangeForm />
        </div>
      </section>
    </div>
  )
}

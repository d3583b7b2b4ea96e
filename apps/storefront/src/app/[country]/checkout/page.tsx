import type { Metadata } from "next"
import { Suspense } from "react"
import { listRegions } from "@lib/data/server/regions"
import { countryOptions } from "@lib/util/countries"
import CheckoutTemplate, { type CheckoutRegion } from "@modules/checkout/templates/checkout"

export const metadata: Metadata = { title: "Checkout", robots: { index: false } }

export default async function CheckoutPage() {
  const regions: CheckoutRegion[] = (await listRegions()).map((region) => ({
    id: region.id,
    countries: countryOptions(region),
  }))
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="font-serif text-4xl">Checkout</h1>
      <Suspense>
        <CheckoutTemplate regions={regions} />
      </Suspense>
    </div>
  )
}

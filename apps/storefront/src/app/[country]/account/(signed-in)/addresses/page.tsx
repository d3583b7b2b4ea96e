import type { Metadata } from "next"
import { listCustomerAddresses, requireCustomer } from "@lib/data/server/account"
import { shopperRegion } from "@lib/data/server/regions"
import { countryOptions } from "@lib/util/countries"
import AddressBook from "@modules/account/components/address-book"

export const metadata: Metadata = { title: "Addresses" }

type Props = { params: Promise<{ country: string }> }

export default async function AccountAddressesPage({ params }: Props) {
  const { token } = await requireCustomer("/account/addresses")
  const [addresses, { region, countryCode }] = await Promise.all([listCustomerAddresses(token), shopperRegion((await params).country)])
  // The shop ships each region's orders within it: the countries offered are the customer's region's.
  const countries = countryOptions(region)
  return (
    <div>
      <h1 className="font-serif text-4xl">Your addresses</h1>
      <div className="mt-6">
        <AddressBook addresses={addresses} countries={countries} defaultCountry={countryCode} />
      </div>
    </div>
  )
}

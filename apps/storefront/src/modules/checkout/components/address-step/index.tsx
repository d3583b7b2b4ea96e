"use client"

import { useQuery } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useCart } from "@lib/context/cart-context"
import { useShopperScope } from "@lib/context/region-context"
import { useStoreClient } from "@lib/context/store-client-context"
import { listSavedAddresses } from "@lib/data/browser/addresses"
import type { CartAddress } from "@lib/util/addresses"
import { errorMessage } from "@lib/context/toasts"
import type { HeldCart } from "@lib/util/carts-per-house"
import { addressToSend } from "@lib/util/addresses"
import { type CountryOption, startingCountry } from "@lib/util/countries"
import { readJson, writeJson } from "@lib/util/local-state"
import { Spinner } from "@modules/common/icons"
import AddressFields, { emptyAddress } from "@modules/checkout/components/address-fields"

const ADDRESS_KEYS = Object.keys(emptyAddress()) as (keyof CartAddress)[]

/** What was typed but not yet sent, kept for this tab so a reload does not lose it. */
const DRAFT_KEY = "leafline_checkout_draft"
type Draft = { email: string; shipping: CartAddress; billingSame: boolean; billing: CartAddress }
const isDraft = (value: unknown): value is Draft =>
  typeof value === "object" && value !== null && typeof (value as Draft).email === "string" && typeof (value as Draft).shipping === "object"
const tabStorage = () => (typeof window === "undefined" ? undefined : window.sessionStorage)

/** A cart's address as the form holds it: every field a string. */
function formAddress(address: object | null | undefined, countryCode: string): CartAddress {
  const filled = emptyAddress(countryCode)
  for (const key of ADDRESS_KEYS) {
    const value = (address as Record<string, unknown> | null | undefined)?.[key]
    if (typeof value === "string" && value) filled[key] = value
  }
  return filled
}

/**
 * Contact email and the shipping and billing addresses, written to every tea house's cart. A signed-in
 * customer can start from a saved address. An empty form starts in the country chosen in the header.
 */
export default function AddressStep({
  cart,
  countries,
  customer,
  onDone,
}: {
  cart: HeldCart
  countries: CountryOption[]
  customer: { email?: string | null } | null
  onDone: () => void
}) {
  const storeClient = useStoreClient()
  const { updateFilledCarts } = useCart()
  const { countryCode: chosen } = useShopperScope()
  const saved = useQuery({ queryKey: ["saved-addresses"], queryFn: () => listSavedAddresses(storeClient), enabled: Boolean(customer) })
  const regionCountries = countries.map((country) => country.code)
  /** The form's address, in the address's own country, else the one the shopper chose (lib/util/countries). */
  const startFrom = (address: object | null | undefined) => {
    const filled = formAddress(address, "")
    return { ...filled, country_code: startingCountry({ address: filled, chosen, saved: saved.data, regionCountries }) }
  }
  const [draft] = useState(() => readJson(tabStorage(), DRAFT_KEY, isDraft, null))
  const [email, setEmail] = useState(draft?.email ?? cart.email ?? customer?.email ?? "")
  const [shipping, setShipping] = useState(() => startFrom(draft?.shipping ?? cart.shipping_address))
  const [billingSame, setBillingSame] = useState(draft?.billingSame ?? true)
  const [billing, setBilling] = useState(() => startFrom(draft?.billing ?? cart.billing_address))
  useEffect(() => writeJson(tabStorage(), DRAFT_KEY, { email, shipping, billingSame, billing }), [email, shipping, billingSame, billing])
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const usable = (saved.data ?? []).filter((address) => regionCountries.includes(address.country_code))

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setSaving(true)
    setError(null)
    try {
      const shippingAddress = addressToSend(shipping)
      await updateFilledCarts({
        email: email.trim(),
        shipping_address: shippingAddress,
        billing_address: billingSame ? shippingAddress : addressToSend(billing),
      })
      writeJson(tabStorage(), DRAFT_KEY, null)
      onDone()
    } catch (failure) {
      setError(errorMessage(failure, "Your address could not be saved. Please try again."))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={submit} className="space-y-6" data-testid="address-form">
      <label className="block text-sm font-medium">
        Email
        <input
          type="email"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoComplete="email"
          className="mt-1 h-11 w-full rounded-xl border border-leaf-200 bg-white px-3"
        />
      </label>
      {usable.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold">Your saved addresses</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {usable.map((address) => (
              <button
                key={address.id}
                type="button"
                onClick={() => setShipping(startFrom(address))}
                className="rounded-xl border border-leaf-200 px-3 py-2 text-left text-sm hover:border-leaf-700"
                data-testid="saved-address"
              >
                {address.first_name} {address.last_name}
                <br />
                {address.address_1}, {address.city}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend className="mb-3 text-sm font-semibold">Shipping address</legend>
        <AddressFields idPrefix="shipping" value={shipping} countries={countries} onChange={setShipping} />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={billingSame} onChange={(event) => setBillingSame(event.target.checked)} className="h-4 w-4" />
        Bill to the same address
      </label>
      {!billingSame && (
        <fieldset>
          <legend className="mb-3 text-sm font-semibold">Billing address</legend>
          <AddressFields idPrefix="billing" value={billing} countries={countries} onChange={setBilling} />
        </fieldset>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={saving} className="flex h-12 items-center gap-2 rounded-full bg-leaf-700 px-6 font-semibold text-white hover:bg-leaf-800 disabled:opacity-70" data-testid="address-continue">
        {saving && <Spinner />}Continue to shipping
      </button>
    </form>
  )
}

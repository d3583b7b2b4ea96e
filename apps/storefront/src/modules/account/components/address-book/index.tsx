"use client"

import { useRouter } from "next/navigation"
import { useState } from "react"
import { useStoreClient } from "@lib/context/store-client-context"
import { errorMessage, notify } from "@lib/context/toasts"
import { deleteAddress, saveAddress } from "@lib/data/browser/addresses"
import type { CartAddress, SavedAddress } from "@lib/util/addresses"
import { hasSameSavedAddress } from "@lib/util/addresses"
import { countryName } from "@leafline/shop-contract"
import type { CountryOption } from "@lib/util/countries"
import AddressFields, { emptyAddress } from "@modules/checkout/components/address-fields"
import { FormError, primaryButtonClass } from "../form-parts"

type Editing = { id: string | null; address: CartAddress } | null

const secondaryButton = "rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-leaf-200 hover:bg-leaf-100 disabled:opacity-70"

/**
 * The customer's saved addresses: add, edit, delete. An address equal to another saved one (same street,
 * first and last name, spec section 5) is refused with a message rather than saved twice.
 */
export default function AddressBook({
  addresses,
  countries,
  defaultCountry,
}: {
  addresses: SavedAddress[]
  countries: CountryOption[]
  /** The shopper's country, which a new address starts in. */
  defaultCountry: string
}) {
  const storeClient = useStoreClient()
  const router = useRouter()
  const [editing, setEditing] = useState<Editing>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true)
    setError(null)
    try {
      await work()
      notify.success(done)
      setEditing(null)
      router.refresh()
    } catch (failure) {
      setError(errorMessage(failure, "The address could not be saved. Try again."))
    } finally {
      setBusy(false)
    }
  }

  const onSave = (event: React.FormEvent) => {
    event.preventDefault()
    if (!editing) return
    const others = addresses.filter((address) => address.id !== editing.id)
    if (hasSameSavedAddress(others, editing.address)) {
      setError("You have saved this address already.")
      return
    }
    void run(() => saveAddress(storeClient, editing.address, editing.id ?? undefined), editing.id ? "Address updated" : "Address saved")
  }

  const onDelete = (id: string) => void run(() => deleteAddress(storeClient, id), "Address deleted")

  return (
    <div className="space-y-6">
      {addresses.length ? (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="address-list">
          {addresses.map((address) => (
            <li key={address.id} className="rounded-2xl bg-white p-5 ring-1 ring-leaf-100" data-testid="saved-address">
              <address className="not-italic">
                <span className="font-semibold">
                  {address.first_name} {address.last_name}
                </span>
                {address.company ? <><br />{address.company}</> : null}
                <br />
                {address.address_1}
                {address.address_2 ? `, ${address.address_2}` : ""}
                <br />
                {address.postal_code} {address.city}
                {address.province ? `, ${address.province}` : ""}
                <br />
                {countryName(address.country_code)}
                {address.phone ? <><br />{address.phone}</> : null}
              </address>
              <div className="mt-4 flex gap-2">
                <button type="button" className={secondaryButton} disabled={busy} onClick={() => setEditing({ id: address.id, address })}>
                  Edit<span className="sr-only"> {address.address_1}</span>
                </button>
                <button type="button" className={`${secondaryButton} text-clay`} disabled={busy} onClick={() => onDelete(address.id)}>
                  Delete<span className="sr-only"> {address.address_1}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-leaf-800">No saved addresses yet. Addresses you use at checkout are saved here too.</p>
      )}

      {editing ? (
        <form onSubmit={onSave} className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-leaf-100" data-testid="address-editor">
          <h2 className="font-serif text-2xl">{editing.id ? "Edit the address" : "A new address"}</h2>
          <AddressFields
            idPrefix="account-address"
            value={editing.address}
            countries={countries}
            onChange={(address) => setEditing({ ...editing, address })}
          />
          <FormError message={error} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className={primaryButtonClass} data-testid="address-save">
              {busy ? "Saving…" : "Save the address"}
            </button>
            <button type="button" className={secondaryButton} onClick={() => (setEditing(null), setError(null))}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <FormError message={error} />
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => setEditing({ id: null, address: emptyAddress(defaultCountry) })}
            data-testid="address-add"
          >
            Add an address
          </button>
        </>
      )}
    </div>
  )
}

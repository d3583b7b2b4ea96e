import type { Medusa } from "@lib/context/medusa-context"
import type { CartAddress } from "@lib/data/carts"
import { addressToSend, addressToUpdate, hasSameSavedAddress } from "@lib/util/addresses"

export type SavedAddress = CartAddress & { id: string }

export const SAVED_ADDRESS_FIELDS = "id,first_name,last_name,company,address_1,address_2,city,postal_code,country_code,province,phone"

/** The signed-in customer's saved addresses. */
export async function listSavedAddresses(medusa: Medusa): Promise<SavedAddress[]> {
  const { addresses } = await medusa.fetch<{ addresses: SavedAddress[] }>("/store/customers/me/addresses", {
    query: { fields: SAVED_ADDRESS_FIELDS, limit: 50 },
  })
  return addresses
}

/**
 * Saves an address used at checkout to the customer's account, unless one with the same address_1,
 * first_name and last_name is saved already (spec section 5). A failure is only logged (spec section 8).
 */
export async function rememberAddress(medusa: Medusa, address: object): Promise<void> {
  const sent = addressToSend(address)
  try {
    if (hasSameSavedAddress(await listSavedAddresses(medusa), sent)) return
    await medusa.fetch("/store/customers/me/addresses", { method: "POST", body: sent, query: { fields: "id" } })
  } catch (error) {
    console.warn("The address could not be saved to the account", error)
  }
}

/** Adds an address to the account, or changes a saved one. */
export async function saveAddress(medusa: Medusa, address: object, id?: string): Promise<void> {
  const path = id ? `/store/customers/me/addresses/${encodeURIComponent(id)}` : "/store/customers/me/addresses"
  await medusa.fetch(path, { method: "POST", body: id ? addressToUpdate(address) : addressToSend(address), query: { fields: "id" } })
}

export async function deleteAddress(medusa: Medusa, id: string): Promise<void> {
  await medusa.fetch(`/store/customers/me/addresses/${encodeURIComponent(id)}`, { method: "DELETE" })
}

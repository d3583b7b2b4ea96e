import "client-only"
import type { StoreClient } from "@lib/backend/browser"
import { SAVED_ADDRESS_FIELDS, type SavedAddress, addressToSend, addressToUpdate, hasSameSavedAddress } from "@lib/util/addresses"

/** The signed-in customer's saved addresses. */
export async function listSavedAddresses(storeClient: StoreClient): Promise<SavedAddress[]> {
  const { addresses } = await storeClient.fetch<{ addresses: SavedAddress[] }>("/store/customers/me/addresses", {
    query: { fields: SAVED_ADDRESS_FIELDS, limit: 50 },
  })
  return addresses
}

/**
 * Saves an address used at checkout to the customer's account, unless one with the same address_1,
 * first_name and last_name is saved already (spec section 5). A failure is only logged (spec section 8).
 */
export async function rememberAddress(storeClient: StoreClient, address: object): Promise<void> {
  const sent = addressToSend(address)
  try {
    if (hasSameSavedAddress(await listSavedAddresses(storeClient), sent)) return
    await storeClient.fetch("/store/customers/me/addresses", { method: "POST", body: sent, query: { fields: "id" } })
  } catch (error) {
    console.warn("The address could not be saved to the account", error)
  }
}

/** Adds an address to the account, or changes a saved one. */
export async function saveAddress(storeClient: StoreClient, address: object, id?: string): Promise<void> {
  const path = id ? `/store/customers/me/addresses/${encodeURIComponent(id)}` : "/store/customers/me/addresses"
  await storeClient.fetch(path, { method: "POST", body: id ? addressToUpdate(address) : addressToSend(address), query: { fields: "id" } })
}

export async function deleteAddress(storeClient: StoreClient, id: string): Promise<void> {
  await storeClient.fetch(`/store/customers/me/addresses/${encodeURIComponent(id)}`, { method: "DELETE" })
}

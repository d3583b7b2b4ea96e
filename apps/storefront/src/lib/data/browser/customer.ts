import "client-only"
import { CUSTOMER_FIELDS } from "@leafline/store-fields"
import type { StoreClient } from "@lib/backend/browser"
import type { Customer } from "@lib/util/customer"

/** The signed-in customer, or null for a guest (no token, or one the back end no longer accepts). */
export async function retrieveCustomer(storeClient: StoreClient): Promise<Customer | null> {
  if (!storeClient.hasSession()) return null
  try {
    const { customer } = await storeClient.fetch<{ customer: Customer }>("/store/customers/me", {
      query: { fields: CUSTOMER_FIELDS },
    })
    return customer
  } catch (error) {
    // A token the back end no longer accepts (expired, revoked) is a guest.
    if ((error as { status?: number }).status === 401) return null
    throw error
  }
}

export type ProfileUpdate = { first_name: string; last_name: string; phone: string }

export async function updateProfile(storeClient: StoreClient, profile: ProfileUpdate): Promise<void> {
  await storeClient.fetch("/store/customers/me", { method: "POST", body: profile, query: { fields: "id" } })
}

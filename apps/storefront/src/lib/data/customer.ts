import type Medusa from "@medusajs/js-sdk"
import { FetchError } from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"

export type Customer = HttpTypes.StoreCustomer & { sales_channel_id?: string | null }

/** The signed-in customer, or null for a guest (no token, or one the back end no longer accepts). */
export async function retrieveCustomer(sdk: Medusa): Promise<Customer | null> {
  if (!(await sdk.client.getToken())) return null
  try {
    const { customer } = await sdk.store.customer.retrieve({ fields: "id,email,first_name,last_name,+sales_channel_id" })
    return customer as Customer
  } catch (error) {
    if (error instanceof FetchError && error.status === 401) return null
    throw error
  }
}

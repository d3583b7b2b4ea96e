import type { HttpTypes } from "@medusajs/types"

/** The signed-in customer, with the sales channel the shop may have assigned them. */
export type Customer = HttpTypes.StoreCustomer & { sales_channel_id?: string | null }

import type { CartAddress } from "./addresses"

/** A placed order as the confirmation, the order lookup and the account show it (the back end adds each line's tea house). */
export type PlacedOrderDetails = {
  id: string
  display_id: number
  created_at: string
  email: string | null
  currency_code: string
  items: { id: string; variant_title: string | null; product_title: string | null; quantity: number; total: number; store_name?: string | null }[]
  shipping_address: CartAddress | null
  billing_address: CartAddress | null
  shipping_methods: { name: string; amount: number }[]
  original_item_total: number
  item_total: number
  shipping_total: number
  discount_total: number
  tax_total: number
  total: number
}

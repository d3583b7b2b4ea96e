import type { Medusa } from "@lib/context/medusa-context"
import type { CartAddress } from "@lib/data/carts"

export type PlacedOrderDetails = {
  id: string
  display_id: number
  created_at: string
  email: string | null
  currency_code: string
  items: { id: string; variant_title: string | null; product_title: string | null; quantity: number; unit_price: number; total: number; store_name?: string | null }[]
  shipping_address: CartAddress | null
  billing_address: CartAddress | null
  shipping_methods: { id: string; name: string; amount: number }[]
  original_item_total: number
  item_total: number
  shipping_total: number
  discount_total: number
  tax_total: number
  total: number
}

export const ORDER_FIELDS = [
  "id,display_id,created_at,email,currency_code",
  "original_item_total,item_total,shipping_total,discount_total,tax_total,total",
  "items.id,items.variant_title,items.product_title,items.quantity,items.unit_price,items.total",
  "*shipping_address,*billing_address,shipping_methods.id,shipping_methods.name,shipping_methods.amount",
].join(",")

/** An order the shopper placed (the back end adds each line's tea house). */
export async function retrieveOrder(medusa: Medusa, id: string): Promise<PlacedOrderDetails> {
  return (await medusa.fetch<{ order: PlacedOrderDetails }>(`/store/orders/${id}`, { query: { fields: ORDER_FIELDS } })).order
}

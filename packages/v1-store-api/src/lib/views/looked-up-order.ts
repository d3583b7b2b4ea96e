import type { V1Address } from "./address"
import type { V1Order } from "./order"

/** The v2 field each of these v1 fields comes from: v1's lookup answers it only when v2's lookup does. */
const FROM_V2 = { customer_id: "customer_id", cart_id: "cart.id", sales_channel_id: "sales_channel_id", metadata: "metadata" } as const

/**
 * v1's `GET /store/orders?display_id=&email=` found an order by what a guest types: it answers what v2's
 * lookup (POST /store/orders/lookup) answers and no more. `answered` is that lookup's declared fields: an
 * address keeps only the fields it shows (`shipping_address.city`, ...), and the order's customer, cart,
 * sales channel and metadata (on the order, its lines and its shipping) stay out unless it shows them.
 */
export function asLookedUpOrder(order: V1Order, answered: readonly string[]): V1Order {
  const shows = new Set(answered)
  const kept = <K extends keyof typeof FROM_V2>(field: K): V1Order[K] | null => (shows.has(FROM_V2[field]) ? order[field] : null)
  const address = (value: V1Address | null, relation: string): V1Address | null => {
    if (!value) return null
    const view: Record<string, unknown> = { id: value.id }
    for (const [field, content] of Object.entries(value)) if (field !== "id") view[field] = shows.has(`${relation}.${field}`) ? content : null
    return view as V1Address
  }
  const cart_id = kept("cart_id")
  return {
    ...order,
    customer_id: kept("customer_id"),
    cart_id,
    sales_channel_id: kept("sales_channel_id"),
    metadata: kept("metadata"),
    items: order.items.map((item) => ({ ...item, cart_id, metadata: shows.has("items.metadata") ? item.metadata : null })),
    shipping_methods: order.shipping_methods.map((method) => ({ ...method, cart_id, data: shows.has("shipping_methods.data") ? method.data : {} })),
    shipping_address: address(order.shipping_address, "shipping_address"),
    billing_address: address(order.billing_address, "billing_address"),
  }
}

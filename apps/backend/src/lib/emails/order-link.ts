export interface OrderLinkSource {
  id: string
  display_id: number
  email: string
  /** Whether the order's customer has an account (Medusa's `customer.has_account`); a guest's has none. */
  customer?: { has_account?: boolean | null } | null
}

export const withoutSlash = (url: string) => url.replace(/\/+$/, "")

/**
 * Where the shopper sees the order: a customer's account page, or for a guest the order-lookup page with
 * the order number and the email filled in.
 */
export function orderLink(order: OrderLinkSource, storefrontUrl: string): string {
  const shop = withoutSlash(storefrontUrl)
  if (order.customer?.has_account) return `${shop}/account/orders/${encodeURIComponent(order.id)}`
  return `${shop}/order/lookup?order=${order.display_id}&email=${encodeURIComponent(order.email)}`
}

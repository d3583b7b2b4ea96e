import "client-only"
import { COMPLETION_FIELDS, PAYMENT_COLLECTION_FIELDS, SHIPPING_OPTION_FIELDS } from "@leafline/store-fields"
import type { StoreClient } from "@lib/backend/browser"
import type { PlacedOrderDetails } from "@lib/util/placed-order"

export type ShippingOption = {
  id: string
  name: string
  calculated_price?: { calculated_amount?: number | null } | null
}

/**
 * The shipping options of the cart's tea house whose zone covers its address (the back end answers only
 * that house's); only those with a price in the cart's currency can be chosen.
 */
export async function listShippingOptions(storeClient: StoreClient, cartId: string): Promise<ShippingOption[]> {
  const { shipping_options } = await storeClient.fetch<{ shipping_options: ShippingOption[] }>("/store/shipping-options", {
    query: { cart_id: cartId, fields: SHIPPING_OPTION_FIELDS },
  })
  return shipping_options.filter((option) => shippingPrice(option) != null)
}

export function shippingPrice(option: ShippingOption): number | null {
  return option.calculated_price?.calculated_amount ?? null
}

export async function listPaymentProviders(storeClient: StoreClient, regionId: string): Promise<string[]> {
  const { payment_providers } = await storeClient.fetch<{ payment_providers: { id: string }[] }>("/store/payment-providers", {
    query: { region_id: regionId },
  })
  return payment_providers.map((provider) => provider.id)
}

/**
 * The spec's "create payment sessions" then "set the payment session": the cart's payment collection
 * (the back end answers every caller with the one collection) and a session with the chosen provider.
 */
export async function startPayment(storeClient: StoreClient, cartId: string, providerId: string): Promise<void> {
  const query = { fields: PAYMENT_COLLECTION_FIELDS }
  const { payment_collection } = await storeClient.fetch<{ payment_collection: { id: string } }>("/store/payment-collections", {
    method: "POST",
    body: { cart_id: cartId },
    query,
  })
  await storeClient.fetch(`/store/payment-collections/${payment_collection.id}/payment-sessions`, {
    method: "POST",
    body: { provider_id: providerId },
    query,
  })
}

export type Completion = { type: "order"; order: PlacedOrderDetails } | { type: "cart"; error?: { message?: string } }

/**
 * Places the cart's order and answers it as the confirmation page shows it. Medusa completes a cart once:
 * asked again, it answers with the same order.
 */
export async function completeCart(storeClient: StoreClient, cartId: string): Promise<{ orderId: string; order: PlacedOrderDetails }> {
  const answer = await storeClient.fetch<Completion>(`/store/carts/${cartId}/complete`, { method: "POST", query: { fields: COMPLETION_FIELDS } })
  if (answer.type === "order") return { orderId: answer.order.id, order: answer.order }
  throw new Error(answer.error?.message || "The payment was not accepted.")
}

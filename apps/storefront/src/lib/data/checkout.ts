import { COMPLETION_FIELDS } from "@leafline/store-fields"
import type { Medusa } from "@lib/context/medusa-context"

export type ShippingOption = {
  id: string
  name: string
  store_id?: string | null
  amount?: number | null
  calculated_price?: { calculated_amount?: number | null } | null
}

/**
 * The shipping options a tea house offers for this cart: Medusa lists every option whose zone covers the
 * cart's address; a house's options are those linked to it, and only those with a price in the cart's
 * currency can be chosen.
 */
export async function listShippingOptions(medusa: Medusa, cartId: string, storeId: string): Promise<ShippingOption[]> {
  const { shipping_options } = await medusa.fetch<{ shipping_options: ShippingOption[] }>("/store/shipping-options", {
    query: { cart_id: cartId },
  })
  return shipping_options.filter((option) => option.store_id === storeId && shippingPrice(option) != null)
}

export function shippingPrice(option: ShippingOption): number | null {
  return option.calculated_price?.calculated_amount ?? option.amount ?? null
}

export async function listPaymentProviders(medusa: Medusa, regionId: string): Promise<string[]> {
  const { payment_providers } = await medusa.fetch<{ payment_providers: { id: string }[] }>("/store/payment-providers", {
    query: { region_id: regionId },
  })
  return payment_providers.map((provider) => provider.id)
}

/**
 * The spec's "create payment sessions" then "set the payment session": the cart's payment collection
 * (the back end answers every caller with the one collection) and a session with the chosen provider.
 */
export async function startPayment(medusa: Medusa, cartId: string, providerId: string): Promise<void> {
  const { payment_collection } = await medusa.fetch<{ payment_collection: { id: string } }>("/store/payment-collections", {
    method: "POST",
    body: { cart_id: cartId },
  })
  await medusa.fetch(`/store/payment-collections/${payment_collection.id}/payment-sessions`, {
    method: "POST",
    body: { provider_id: providerId },
  })
}

export type Completion = { type: "order"; order: { id: string } } | { type: "cart"; error?: { message?: string } }

/** Places the cart's order. Medusa completes a cart once: asked again, it answers with the same order. */
export async function completeCart(medusa: Medusa, cartId: string): Promise<{ orderId: string }> {
  const answer = await medusa.fetch<Completion>(`/store/carts/${cartId}/complete`, { method: "POST", query: { fields: COMPLETION_FIELDS } })
  if (answer.type === "order") return { orderId: answer.order.id }
  throw new Error(answer.error?.message || "The payment was not accepted.")
}

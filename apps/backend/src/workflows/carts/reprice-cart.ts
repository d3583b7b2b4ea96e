import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createPaymentSessionsWorkflow, refreshCartItemsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"

const CART_FIELDS = [
  "id",
  "completed_at",
  "total",
  "currency_code",
  "customer_id",
  "payment_collection.id",
  "payment_collection.payment_sessions.provider_id",
]

type CartTotals = {
  completed_at?: string | Date | null
  total: number
  currency_code: string
  customer_id?: string | null
  payment_collection?: { id: string; payment_sessions?: ({ provider_id: string } | null)[] | null } | null
}

export type RepricedCart = { open: boolean; currency_code: string; total_before: number; total_after: number }

/**
 * Prices an open cart as the shop prices it now, with Medusa's own refresh: its teas' and shipping
 * prices, promotions (one ended or changed since it was applied) and taxes. When the total changed, the
 * refresh drops the payment session (its amount was the old total); a new one is made with the provider
 * the shopper had chosen, so placing the order again needs no other step. A completed cart is left alone.
 */
export const repriceCartWorkflow = createWorkflow("reprice-cart", (input: { cart_id: string }) => {
  const before = useQueryGraphStep({
    entity: "cart",
    fields: CART_FIELDS,
    filters: { id: input.cart_id },
    options: { isList: false, throwIfKeyNotFound: true },
  }).config({ name: "cart-before" })
  const open = transform({ before }, ({ before }) => !(before.data as CartTotals).completed_at)

  const after = when("cart-is-open", { open }, ({ open }) => open).then(() => {
    refreshCartItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, force_refresh: true } })
    return useQueryGraphStep({
      entity: "cart",
      fields: CART_FIELDS,
      filters: { id: input.cart_id },
      options: { isList: false },
    }).config({ name: "cart-after" })
  })

  const lostSession = transform({ before, after }, ({ before, after }) => {
    const [was, now] = [before.data as CartTotals, after?.data as CartTotals | undefined]
    const provider = was.payment_collection?.payment_sessions?.find(Boolean)?.provider_id
    const kept = now?.payment_collection?.payment_sessions?.some(Boolean)
    if (!provider || kept || !now?.payment_collection) return null
    return { payment_collection_id: now.payment_collection.id, provider_id: provider, customer_id: was.customer_id ?? undefined }
  })
  when("payment-session-lost", { lostSession }, ({ lostSession }) => !!lostSession).then(() => {
    createPaymentSessionsWorkflow.runAsStep({ input: lostSession as NonNullable<typeof lostSession> })
  })

  const result = transform({ before, after, open }, ({ before, after, open }): RepricedCart => {
    const was = before.data as CartTotals
    const now = (after?.data as CartTotals | undefined) ?? was
    return { open, currency_code: was.currency_code, total_before: was.total, total_after: now.total }
  })
  return new WorkflowResponse(result)
})

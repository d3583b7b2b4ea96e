import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createPaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"

/**
 * A completion undone after it authorised the payment leaves the cart's session pointing at a cancelled
 * payment, which the next completion would take up again: such a cart (with no order) gets a new session of
 * the same provider, as the shopper's own "pay" step would make it.
 */
export async function reopenCancelledPayment(scope: MedusaContainer, cartId: string): Promise<boolean> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({
    entity: "cart",
    fields: ["id", "completed_at", "customer_id", "payment_collection.id", "payment_collection.payment_sessions.*", "payment_collection.payment_sessions.payment.*"],
    filters: { id: cartId },
  })
  const cart = carts[0]
  const collection = cart?.payment_collection
  if (!cart || cart.completed_at || !collection) return false
  const sessions = (collection.payment_sessions ?? []).filter(Boolean) as { provider_id: string; data?: Record<string, unknown>; payment?: { canceled_at?: unknown } | null }[]
  const cancelled = sessions.find((session) => session.payment?.canceled_at)
  if (!cancelled || sessions.some((session) => !session.payment?.canceled_at)) return false
  await createPaymentSessionsWorkflow(scope).run({
    input: { payment_collection_id: collection.id, provider_id: cancelled.provider_id, customer_id: cart.customer_id ?? undefined },
  })
  return true
}

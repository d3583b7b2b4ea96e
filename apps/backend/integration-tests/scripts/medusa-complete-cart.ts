import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { completeCartWorkflow, createPaymentSessionsWorkflow, refreshCartItemsWorkflow } from "@medusajs/medusa/core-flows"

type Cart = { id: string; payment_collection?: { id: string; payment_sessions?: { provider_id: string }[] | null } | null }

/**
 * A test's `medusa exec` script, never part of the app: places each cart's order with Medusa's own workflows, which
 * no route of the shop runs any more (ours run workflows/carts/complete-cart.ts), so the oracle can hold ours to what
 * Medusa's leave behind. Each cart is first priced again as the shop prices it now with Medusa's own refresh
 * (refreshCartItemsWorkflow, forced), given a payment session of the manual provider again when the refresh dropped
 * it (the total changed), then completed with Medusa's completeCartWorkflow.
 * args[0]: a JSON array of cart ids. Prints the completion's errors, if any, and exits non-zero on one.
 */
export default async function medusaCompleteCart({ container, args }: ExecArgs) {
  const cartIds = JSON.parse(args[0]) as string[]
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  for (const id of cartIds) {
    await refreshCartItemsWorkflow(container).run({ input: { cart_id: id, force_refresh: true } })
    const { data } = await query.graph({ entity: "cart", fields: ["id", "payment_collection.id", "payment_collection.payment_sessions.provider_id"], filters: { id } })
    const cart = data[0] as unknown as Cart
    if (cart.payment_collection && !cart.payment_collection.payment_sessions?.length) {
      await createPaymentSessionsWorkflow(container).run({ input: { payment_collection_id: cart.payment_collection.id, provider_id: "pp_system_default" } })
    }
    await completeCartWorkflow(container).run({ input: { id } })
  }
}

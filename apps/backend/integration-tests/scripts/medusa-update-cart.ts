import type { ExecArgs } from "@medusajs/framework/types"
import { updateCartWorkflow } from "@medusajs/medusa/core-flows"

/**
 * A test's `medusa exec` script, never part of the app: updates carts through Medusa's own updateCartWorkflow,
 * which no route of the shop runs for an email and addresses any more (ours run workflows/carts/update-cart.ts),
 * so the oracle can hold ours to what Medusa's leaves behind. args[0]: a JSON array of { cart_id, update }.
 */
export default async function medusaUpdateCart({ container, args }: ExecArgs) {
  const updates = JSON.parse(args[0]) as { cart_id: string; update: Record<string, unknown> }[]
  for (const { cart_id, update } of updates) await updateCartWorkflow(container).run({ input: { ...update, id: cart_id } })
}

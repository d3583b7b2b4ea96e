import type { ExecArgs } from "@medusajs/framework/types"
import { addToCartWorkflow } from "@medusajs/medusa/core-flows"

/**
 * A test's `medusa exec` script, never part of the app: adds teas to carts through Medusa's own addToCartWorkflow,
 * which no route of the shop runs any more (ours run workflows/carts/add-to-cart.ts), so the oracle can hold ours to
 * what Medusa's leaves behind. args[0]: a JSON array of { cart_id, item }, each added as Medusa's route adds it.
 */
export default async function medusaAddToCart({ container, args }: ExecArgs) {
  const additions = JSON.parse(args[0]) as { cart_id: string; item: Record<string, unknown> }[]
  for (const { cart_id, item } of additions) await addToCartWorkflow(container).run({ input: { cart_id, items: [item as never] } })
}

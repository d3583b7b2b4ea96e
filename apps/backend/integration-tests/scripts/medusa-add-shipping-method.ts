import type { ExecArgs } from "@medusajs/framework/types"
import { addShippingMethodToCartWorkflow } from "@medusajs/medusa/core-flows"

/**
 * A test's `medusa exec` script, never part of the app: chooses shipping options through Medusa's own
 * addShippingMethodToCartWorkflow, which no route of the shop runs any more (ours run
 * workflows/carts/add-shipping-method.ts), so the oracle can hold ours to what Medusa's leaves behind.
 * args[0]: a JSON array of { cart_id, option_ids }, each option chosen in turn.
 */
export default async function medusaAddShippingMethod({ container, args }: ExecArgs) {
  const choices = JSON.parse(args[0]) as { cart_id: string; option_ids: string[] }[]
  for (const { cart_id, option_ids } of choices) {
    for (const id of option_ids) {
      await addShippingMethodToCartWorkflow(container).run({ input: { cart_id, options: [{ id }] } })
    }
  }
}

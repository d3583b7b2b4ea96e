import type { ExecArgs } from "@medusajs/framework/types"
import { createCartWorkflow } from "@medusajs/medusa/core-flows"

/**
 * A test's `medusa exec` script, never part of the app: makes carts through Medusa's own createCartWorkflow, which
 * no route of the shop runs for a cart without teas any more (ours make it with Medusa's steps,
 * workflows/carts/create-cart.ts), so the oracle can hold ours to what Medusa's makes. args[0]: a JSON array of
 * the workflow's inputs; prints the new carts' ids, in order, on a line of their own after "CARTS ".
 */
export default async function medusaCreateCart({ container, args }: ExecArgs) {
  const inputs = JSON.parse(args[0]) as Record<string, unknown>[]
  const ids: string[] = []
  for (const input of inputs) ids.push((await createCartWorkflow(container).run({ input: input as never })).result.id)
  process.stdout.write(`\nCARTS ${JSON.stringify(ids)}\n`)
}

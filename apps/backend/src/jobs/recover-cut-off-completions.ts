import type { MedusaContainer } from "@medusajs/framework/types"
import { sweepCutOffCompletions } from "../lib/checkout/completion/sweep-cut-off-completions"
import { completeCartWorkflow } from "../workflows/carts/complete-cart"

/** Undoes cart completions a dead process cut off, within seconds, whether or not the shopper comes back. */
export default async function recoverCutOffCompletions(container: MedusaContainer) {
  await sweepCutOffCompletions(container, completeCartWorkflow)
}

export const config = {
  name: "recover-cut-off-completions",
  schedule: { interval: 10_000 },
}

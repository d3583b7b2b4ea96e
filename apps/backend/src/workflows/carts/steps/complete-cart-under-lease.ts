import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { completionOutcome } from "../../../lib/checkout/completion/completion-outcome"
import { runCartCompletion } from "../../../lib/checkout/completion/run-cart-completion"
import { completeCartWorkflow } from "../complete-cart"

/**
 * The cart completed as POST /store/carts/:id/complete completes it: runCartCompletion (the cart's lease, a run
 * a dead process cut off undone first, then the shop's completion workflow under the transaction id naming the
 * cart), read as completionOutcome reads it. Nothing to compensate: the completion undoes its own run.
 */
export const completeCartUnderLeaseStep = createStep("complete-cart-under-lease", async ({ id }: { id: string }, { container }) => {
  return new StepResponse(completionOutcome(await runCartCompletion(container, completeCartWorkflow, id)))
})

import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartUnderLeaseStep } from "./steps/complete-cart-under-lease"

/**
 * v1's POST /store/carts/:id/complete (the v1 plugin runs it by this id): the same completion, lease and recovery
 * of cut-off runs as POST /store/carts/:id/complete, whose route calls runCartCompletion itself only because it
 * hands the engine the reliability suite's run events, which a workflow's input cannot carry. Answers the order
 * placed, the payment's refusal, or the cart's new total.
 */
export const completeCartUnderLeaseWorkflow = createWorkflow("leafline-complete-cart-under-lease", (input: { id: string }) => {
  return new WorkflowResponse(completeCartUnderLeaseStep(input))
})

import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { executeInOrder } from "../../locking/execute-in-order"
import type { CompletionRun, CompletionWorkflow } from "./completion-outcome"
import { completionLeaseKey, completionTransactionId } from "./completion-transactions"
import { recoverCutOffCompletions } from "./recover-cut-off-completions"

/**
 * How long a completion waits for the cart's lease: a live completion takes a second or two; one whose
 * process died lets go when its lease lapses (LOCK_LEASE_SECONDS), and this one then undoes it and runs.
 */
const LEASE_WAIT_SECONDS = 20

/**
 * Runs the completion workflow (workflows/carts/complete-cart.ts) for a cart, for every API that completes one
 * (the store's and v1's), under the cart's completion lease: first any run of this cart a dead process left
 * unfinished is undone (recoverCutOffCompletions), then a new run is made, stored under a transaction id naming the cart.
 * `events` are the workflow engine's run events (the reliability suite's exit-at-step switch).
 */
export async function runCartCompletion(
  scope: MedusaContainer,
  workflow: CompletionWorkflow,
  cartId: string,
  events?: Record<string, Function>,
): Promise<CompletionRun> {
  let leased = false
  try {
    return await executeInOrder(
      scope.resolve(Modules.LOCKING),
      completionLeaseKey(cartId),
      async () => {
        leased = true
        await recoverCutOffCompletions(scope, workflow, cartId)
        // Run as a workflow, not through the engine module's run, which drops `events` (it copies its options as JSON).
        return (await workflow(scope).run({
          input: { id: cartId },
          context: { transactionId: completionTransactionId(cartId) },
          throwOnError: false,
          events,
        })) as CompletionRun
      },
      { timeout: LEASE_WAIT_SECONDS },
    )
  } catch (error) {
    if (!leased) throw new MedusaError(MedusaError.Types.CONFLICT, "Cart is already being completed by another request")
    throw error
  }
}

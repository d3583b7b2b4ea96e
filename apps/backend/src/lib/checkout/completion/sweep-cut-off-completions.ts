import type { IWorkflowEngineService, Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { executeInOrder } from "../../locking/execute-in-order"
import { COMPLETION_WORKFLOW_ID, type CompletionWorkflow } from "./completion-outcome"
import { cartOfCompletion, completionLeaseKey, UNFINISHED_STATES } from "./completion-transactions"
import { recoverCutOffCompletions } from "./recover-cut-off-completions"

/** A run younger than this is left alone: it is most likely still going (a completion takes a second or two). */
const YOUNGEST_SECONDS = 5

/**
 * Finds the completion runs left unfinished, and undoes those of each cart whose lease can be had (its run's
 * process is dead; a live one holds the lease and is skipped): the shop reaches a whole state by itself
 * even when the shopper never sends the completion again. Run by the worker (jobs/recover-cut-off-completions.ts).
 * Resolves with how many runs it undid.
 */
export async function sweepCutOffCompletions(scope: MedusaContainer, workflow: CompletionWorkflow, now = Date.now()): Promise<number> {
  const engine = scope.resolve<IWorkflowEngineService>(Modules.WORKFLOW_ENGINE)
  const executions = await engine.listWorkflowExecutions(
    {
      workflow_id: COMPLETION_WORKFLOW_ID,
      state: UNFINISHED_STATES,
      created_at: { $lt: new Date(now - YOUNGEST_SECONDS * 1000).toISOString() },
    },
    { select: ["transaction_id"], take: 100 },
  )
  const carts = new Set(executions.map((execution) => cartOfCompletion(execution.transaction_id)).filter((id): id is string => !!id))
  const logger = scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  let undone = 0
  for (const cartId of carts) {
    let leased = false
    try {
      undone += await executeInOrder(
        scope.resolve(Modules.LOCKING),
        completionLeaseKey(cartId),
        () => {
          leased = true
          return recoverCutOffCompletions(scope, workflow, cartId)
        },
        { timeout: 1 },
      )
    } catch (error) {
      // Without the lease, a live process is completing the cart (or undoing its run) right now: left to it.
      if (leased) logger.error(`Cart ${cartId}: undoing a cut-off completion failed: ${(error as Error).message}`)
    }
  }
  return undone
}

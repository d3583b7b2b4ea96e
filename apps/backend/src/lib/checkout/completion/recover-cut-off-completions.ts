import type { ILockingModule, IWorkflowEngineService, Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, TransactionState, TransactionStepStatus } from "@medusajs/framework/utils"
import { COMPLETION_WORKFLOW_ID, type CompletionWorkflow } from "./completion-outcome"
import { cartOfCompletion, completionTransactionPrefix, UNFINISHED_STATES } from "./completion-transactions"
import { clearCutOffResidue, type CreatedOrder } from "./clear-cut-off-residue"
import { reopenCancelledPayment } from "./reopen-cancelled-payment"

interface StoredStep {
  id: string
  definition: { action?: string }
  invoke: { status: string }
  compensate: { status: string }
}
interface StoredRun {
  getFlow(): { state: string; steps: Record<string, StoredStep> }
  getContext(): { invoke?: Record<string, unknown> }
}

/** This cart's completion runs that have not finished, as the workflow engine stored them. */
export async function unfinishedCompletions(scope: MedusaContainer, cartId: string): Promise<string[]> {
  const engine = scope.resolve<IWorkflowEngineService>(Modules.WORKFLOW_ENGINE)
  const executions = await engine.listWorkflowExecutions(
    { workflow_id: COMPLETION_WORKFLOW_ID, transaction_id: { $like: `${completionTransactionPrefix(cartId)}%` }, state: UNFINISHED_STATES },
    { select: ["transaction_id"] },
  )
  return executions.map((execution) => execution.transaction_id).filter((id) => cartOfCompletion(id) === cartId)
}

/** The steps the engine still waits on: those whose process died while running them. */
const stepsCutOff = (run: StoredRun) =>
  Object.values(run.getFlow().steps).filter((step) => step.id !== "_root" && [step.invoke.status, step.compensate.status].includes(TransactionStepStatus.WAITING))

/**
 * Undoes one stored run with the engine's own compensation: each step its process died in is failed (as the
 * engine fails a step whose answer never came), which turns the run to compensating once none is left
 * waiting; a run cut off between two steps is cancelled. Both compensate every step done, from the step
 * outputs the engine's checkpoint holds (patches/README.md). Run as the workflow in the shop's container (the
 * engine module's own methods would run the compensations in its module's container, without the others).
 */
async function undoRun(scope: MedusaContainer, completion: CompletionWorkflow, transactionId: string): Promise<{ state: string; createdOrders: CreatedOrder[] }> {
  const engine = scope.resolve<IWorkflowEngineService>(Modules.WORKFLOW_ENGINE)
  const stored = () => engine.getRunningTransaction(COMPLETION_WORKFLOW_ID, transactionId).catch(() => null) as Promise<StoredRun | null>
  const run = await stored()
  if (!run) return { state: "not found", createdOrders: [] }
  // The step's answer as the engine keeps it: { output: StepResponse { output: the orders } }.
  const createdOrders = ((run.getContext().invoke?.["create-orders"] as { output?: { output?: CreatedOrder[] } } | undefined)?.output?.output ?? []).filter(Boolean)
  const workflow = completion(scope)
  const waiting = stepsCutOff(run)
  for (const step of waiting) {
    const action = step.compensate.status === TransactionStepStatus.WAITING ? "compensate" : "invoke"
    await workflow.registerStepFailure({
      idempotencyKey: [COMPLETION_WORKFLOW_ID, transactionId, step.definition.action, action].join(":"),
      // Typed as the workflow's input by the SDK; a step failure's response is its error.
      response: new Error("The process running this step died") as never,
      forcePermanentFailure: true,
      throwOnError: false,
    })
  }
  // A run cut off between two steps, or before its first (and, without Redis, any run: the engine kept its
  // steps only in the memory of the process that died, so there is nothing to compensate but its record).
  if (!waiting.length && [TransactionState.INVOKING, TransactionState.NOT_STARTED].includes(run.getFlow().state as TransactionState)) {
    await workflow.cancel({ transactionId, throwOnError: false })
  }
  return { state: (await stored())?.getFlow().state ?? "finished", createdOrders }
}

/**
 * Undoes the completion runs of a cart that a dead process left unfinished, with the workflow engine's own
 * compensation of each stored run: the order it created is deleted, the stock it reserved and the promotion
 * uses it registered are given back, the cart is no longer completed and a payment it authorised is
 * cancelled (and the cart given a new payment session like it, so it can be completed again). Then Medusa's
 * completion lock on the cart, which outlives a dead holder by two minutes, is let go.
 *
 * Call it only holding the cart's completion lease (completionLeaseKey): no run of this cart is alive then.
 * Resolves with how many runs it undid.
 */
export async function recoverCutOffCompletions(scope: MedusaContainer, workflow: CompletionWorkflow, cartId: string): Promise<number> {
  const runs = await unfinishedCompletions(scope, cartId)
  if (!runs.length) return 0
  const logger = scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  for (const transactionId of runs) {
    const { state, createdOrders } = await undoRun(scope, workflow, transactionId)
    await clearCutOffResidue(scope, cartId, createdOrders)
    logger.warn(`Cart ${cartId}: a completion cut off by its process (${transactionId}) was undone (${state})`)
  }
  await scope.resolve<ILockingModule>(Modules.LOCKING).release(cartId)
  await reopenCancelledPayment(scope, cartId)
  return runs.length
}

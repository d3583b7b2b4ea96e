import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { completeCartWorkflowId } from "@medusajs/medusa/core-flows"
import { readV1Cart } from "./read-cart"
import { readV1Order } from "./read-order"
import { type V1CompletionAnswer, completionAnswer } from "./views/order"
import type { V1Region } from "./views/region"

/** The refusals with which v2's completion answers the cart, not an error: the payment did not go through. */
const PAYMENT_NOT_THROUGH: string[] = [MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, MedusaError.Types.PAYMENT_REQUIRES_MORE_ERROR]

/** What the workflow engine answers a run of the completion workflow with (`throwOnError: false`). */
export interface CompletionRun {
  errors?: { error?: Error & { type?: string } }[]
  result?: { id: string }
  transaction: { hasFinished(): boolean }
}

/**
 * What a completion run comes to, as Medusa's POST /store/carts/:id/complete reads it: the order placed,
 * or the cart when its payment did not go through; a run still going (another request holds the cart) is
 * a 409 the client retries, and any other refusal is thrown as the workflow threw it.
 */
export function completionOutcome(run: CompletionRun): { orderId: string } | { paymentNotThrough: true } {
  if (!run.transaction.hasFinished()) {
    throw new MedusaError(MedusaError.Types.CONFLICT, "Cart is already being completed by another request")
  }
  const error = run.errors?.[0]?.error
  if (error) {
    if (!PAYMENT_NOT_THROUGH.includes(error.type ?? "")) throw error
    return { paymentNotThrough: true }
  }
  return { orderId: run.result!.id }
}

/**
 * Completes a cart with Medusa's completion workflow, run as its POST /store/carts/:id/complete runs it:
 * the workflow holds the cart's lock and places one order per cart (completing it again answers that
 * order). Answered as v1 did: `{ type: "order" }`, or `{ type: "cart" }` when the payment did not go through.
 */
export async function completeV1Cart(scope: MedusaContainer, cartId: string): Promise<V1CompletionAnswer<V1Region | null>> {
  const engine = scope.resolve(Modules.WORKFLOW_ENGINE)
  const run = (await engine.run(completeCartWorkflowId, { input: { id: cartId }, throwOnError: false })) as CompletionRun
  const outcome = completionOutcome(run)
  if ("orderId" in outcome) return completionAnswer({ order: await readV1Order(scope, outcome.orderId) })
  return completionAnswer({ cart: await readV1Cart(scope, cartId) })
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { completeCartWorkflowId } from "@medusajs/medusa/core-flows"
import { readV1Cart } from "./read-cart"
import { readV1Order } from "./read-order"
import { type V1CompletionAnswer, completionAnswer } from "./views/order"
import type { V1Region } from "./views/region"

/** The refusals with which v2's completion answers the cart, not an error: the payment did not go through. */
const PAYMENT_NOT_THROUGH: string[] = [MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, MedusaError.Types.PAYMENT_REQUIRES_MORE_ERROR]

type Run = {
  errors?: { error?: MedusaError & { type?: string } }[]
  result?: { id: string }
  transaction: { hasFinished(): boolean }
}

/**
 * Completes a cart as Medusa's POST /store/carts/:id/complete does: its completion workflow, which holds
 * the cart's lock and places one order per cart (completing it again answers that order; a completion
 * while another runs is a 409 the client retries). Answered as v1 did: `{ type: "order" }`, or the cart
 * when its payment did not go through; any other refusal is thrown, as Medusa's route throws it.
 */
export async function completeV1Cart(scope: MedusaContainer, cartId: string): Promise<V1CompletionAnswer<V1Region | null>> {
  const engine = scope.resolve(Modules.WORKFLOW_ENGINE)
  const { errors, result, transaction } = (await engine.run(completeCartWorkflowId, { input: { id: cartId }, throwOnError: false })) as Run
  if (!transaction.hasFinished()) {
    throw new MedusaError(MedusaError.Types.CONFLICT, "Cart is already being completed by another request")
  }
  const error = errors?.[0]?.error
  if (error) {
    if (!PAYMENT_NOT_THROUGH.includes(error.type ?? "")) throw error
    return completionAnswer({ cart: await readV1Cart(scope, cartId) })
  }
  return completionAnswer({ order: await readV1Order(scope, result!.id) })
}

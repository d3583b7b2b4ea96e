import type { MedusaContainer } from "@medusajs/framework/types"
import { completionOutcome } from "../checkout/completion/completion-outcome"
import { runCartCompletion } from "../checkout/completion/run-cart-completion"
import { readV1Cart } from "./read-cart"
import { readV1Order } from "./read-order"
import { type V1CompletionAnswer, completionAnswer } from "./views/order"
import type { V1Region } from "./views/region"

/**
 * Completes a cart as the store API's POST /store/carts/:id/complete does (runCartCompletion): one order
 * per cart (completing it again answers that order). Answered as v1 did: `{ type: "order" }`, or
 * `{ type: "cart" }` when the payment did not go through.
 */
export async function completeV1Cart(scope: MedusaContainer, cartId: string): Promise<V1CompletionAnswer<V1Region | null>> {
  const outcome = completionOutcome(await runCartCompletion(scope, cartId))
  if ("orderId" in outcome) return completionAnswer({ order: await readV1Order(scope, outcome.orderId) })
  return completionAnswer({ cart: await readV1Cart(scope, cartId) })
}

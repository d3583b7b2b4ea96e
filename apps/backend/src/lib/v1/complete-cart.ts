import type { MedusaContainer } from "@medusajs/framework/types"
import { type CompletionWorkflow, completionOutcome, type PricesChanged } from "../checkout/completion/completion-outcome"
import { runCartCompletion } from "../checkout/completion/run-cart-completion"
import { readV1Cart } from "@leafline/v1-store-api/lib/carts/read-cart"
import { readV1Order } from "@leafline/v1-store-api/lib/orders/read-order"
import { type V1CompletionAnswer, completionAnswer } from "@leafline/v1-store-api/lib/views/order"
import type { V1Region } from "@leafline/v1-store-api/lib/views/region"

/**
 * Completes a cart as the store API's POST /store/carts/:id/complete does (runCartCompletion with the shop's
 * completion workflow): one order per cart (completing it again answers that order). Answered as v1 did:
 * `{ type: "order" }`, or `{ type: "cart" }` when the payment did not go through; or, as /store answers it,
 * the cart's new total when its prices changed (the route's 422).
 */
export async function completeV1Cart(
  scope: MedusaContainer,
  workflow: CompletionWorkflow,
  cartId: string,
): Promise<V1CompletionAnswer<V1Region | null> | { pricesChanged: PricesChanged }> {
  const outcome = completionOutcome(await runCartCompletion(scope, workflow, cartId))
  if ("pricesChanged" in outcome) return outcome
  if ("orderId" in outcome) return completionAnswer({ order: await readV1Order(scope, outcome.orderId) })
  return completionAnswer({ cart: await readV1Cart(scope, cartId) })
}

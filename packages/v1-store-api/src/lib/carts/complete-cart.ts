import type { MedusaContainer } from "@medusajs/framework/types"
import { readV1Cart } from "./read-cart"
import { readV1Order } from "../orders/read-order"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../shop-workflows"
import { type V1CompletionAnswer, completionAnswer } from "../views/order"
import type { V1Region } from "../views/region"

/** The cart's new total, as /store answers it (a 422): `{ type: "prices_changed", message, total, currency_code }`. */
export type PricesChanged = { type: "prices_changed"; message: string; total: number; currency_code: string }

/** What the shop's completion comes to (its completionOutcome): the order placed, the payment's refusal, or the cart's new total. */
type CompletionOutcome = { orderId: string } | { paymentNotThrough: unknown } | { pricesChanged: PricesChanged }

/**
 * Completes a cart as the store API's POST /store/carts/:id/complete does, through the shop's workflow (its lease,
 * the recovery of a run a dead process cut off, its completion workflow): one order per cart (completing it again
 * answers that order). Answered as v1 did: `{ type: "order" }`, or `{ type: "cart" }` when the payment did not go
 * through; or, as /store answers it, the cart's new total when its prices changed (the route's 422).
 */
export async function completeV1Cart(scope: MedusaContainer, cartId: string): Promise<V1CompletionAnswer<V1Region | null> | { pricesChanged: PricesChanged }> {
  const outcome = await runShopWorkflow<CompletionOutcome>(scope, SHOP_WORKFLOWS.completeCart, { id: cartId })
  if ("pricesChanged" in outcome) return outcome
  if ("orderId" in outcome) return completionAnswer({ order: await readV1Order(scope, outcome.orderId) })
  return completionAnswer({ cart: await readV1Cart(scope, cartId) })
}

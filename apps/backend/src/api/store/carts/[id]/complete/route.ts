import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { completionOutcome } from "../../../../../lib/checkout/completion/completion-outcome"
import { runCartCompletion } from "../../../../../lib/checkout/completion/run-cart-completion"
import { exitAtStep, exitingAtStep, EXIT_AT_STEP_HEADER } from "../../../../../lib/checkout/completion/exit-at-step"
import { refetchCart, retrieveTransformQueryConfig } from "@leafline/medusa-internals"
import { completeCartWorkflow } from "../../../../../workflows/carts/complete-cart"

/**
 * Medusa's POST /store/carts/:id/complete, answered as Medusa's route answers (the order, or the cart with
 * the error when the payment did not go through), with the completion run as runCartCompletion runs it (a
 * run cut off by a dead process is undone before a new one places the order) through the shop's completion
 * workflow, which holds the rules of placing an order: when it found the cart's prices changed, a 422 naming
 * the new total.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const cartId = req.params.id
  const exitAt = exitAtStep(req.headers[EXIT_AT_STEP_HEADER])
  const outcome = completionOutcome(await runCartCompletion(req.scope, completeCartWorkflow, cartId, exitAt ? exitingAtStep(exitAt) : undefined))
  if ("pricesChanged" in outcome) {
    res.status(422).json(outcome.pricesChanged)
    return
  }
  if ("paymentNotThrough" in outcome) {
    const cart = await refetchCart(cartId, req.scope, retrieveTransformQueryConfig.defaults)
    res.status(200).json({ type: "cart", cart, error: outcome.paymentNotThrough })
    return
  }
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: req.queryConfig.fields, filters: { id: outcome.orderId } })
  res.status(200).json({ type: "order", order: data[0] })
}

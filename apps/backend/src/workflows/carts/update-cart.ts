import type { UpdateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep, updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { isDetailsUpdate } from "../../lib/checkout/cart-details-update"
import { releaseGuestEmailTurnStep, takeGuestEmailTurnStep } from "./steps/guest-email-turn"
import { newCodesThroughPromotionsStep } from "./steps/new-codes-through-promotions"
import { type UpdateCartDetailsInput, updateCartDetailsWorkflow } from "./update-cart-details"

export type UpdateCartOfTeasInput = UpdateCartWorkflowInputDTO & {
  additional_data?: Record<string, unknown>
  /** Whether the update may bring promotion codes the cart does not hold yet: v1's contract (its route slows guesses down); /store's refuses them. */
  new_codes_allowed?: boolean
}

/**
 * POST /store/carts/:id and v1's: the rules of a cart update (a new code only where guessing is slowed down, one
 * guest customer per new email however many carts are given it at once), then the update itself under the cart's
 * lock: a checkout's email and addresses through our lean workflow (workflows/carts/update-cart-details.ts),
 * anything else (region, sales channel, codes, metadata, locale) through Medusa's updateCartWorkflow, whose
 * steps then leave the lock to this one.
 */
export const updateCartOfTeasWorkflow = createWorkflow("leafline-update-cart", (input: UpdateCartOfTeasInput) => {
  const turn = takeGuestEmailTurnStep({ email: input.email })
  acquireLockStep({ key: input.id, timeout: 2, ttl: 10 })
  newCodesThroughPromotionsStep({ cart_id: input.id, promo_codes: input.promo_codes, allowed: input.new_codes_allowed })

  const update = transform({ input }, ({ input }) => {
    const { new_codes_allowed: _, ...update } = input
    return update
  })
  const detailsOnly = transform({ update }, ({ update }) => isDetailsUpdate(update as Record<string, unknown>))
  when("details-only", { detailsOnly }, ({ detailsOnly }) => detailsOnly).then(() => {
    updateCartDetailsWorkflow.runAsStep({ input: update as unknown as UpdateCartDetailsInput })
  })
  when("more-than-details", { detailsOnly }, ({ detailsOnly }) => !detailsOnly).then(() => {
    updateCartWorkflow.runAsStep({ input: update })
  })

  releaseLockStep({ key: input.id })
  releaseGuestEmailTurnStep(turn)
  return new WorkflowResponse(undefined)
})

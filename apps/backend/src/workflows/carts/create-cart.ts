import type { CreateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { releaseGuestEmailTurnStep, takeGuestEmailTurnStep } from "./steps/guest-email-turn"
import { newCartLinesStep } from "./steps/new-cart-lines"

/**
 * POST /store/carts and v1's: Medusa's createCartWorkflow (and its validate hook: no codes, the channel's
 * teas, a cart's limits; workflows/hooks/create-cart-validate.ts) given the items as lines, each tea once in
 * whole units. Medusa's workflow makes a line of every item, so a tea sent twice would be two lines. A new
 * email waits for its turn, as in a cart update, so one guest customer is made of it (steps/guest-email-turn.ts).
 */
export const createCartOfTeasWorkflow = createWorkflow("leafline-create-cart", (input: CreateCartWorkflowInputDTO) => {
  const items = newCartLinesStep(input.items)
  const turn = takeGuestEmailTurnStep({ email: input.email })
  const cart = createCartWorkflow.runAsStep({ input: transform({ input, items }, ({ input, items }) => ({ ...input, items })) })
  releaseGuestEmailTurnStep(turn)
  return new WorkflowResponse(cart)
})

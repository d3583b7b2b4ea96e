import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { listShippingOptionsForCartWorkflow } from "@medusajs/medusa/core-flows"
import { houseShippingOptionIdsStep } from "./steps/house-shipping-options"

export interface ListHouseShippingOptionsInput {
  cart_id: string
  is_return: boolean
  /** The fields of each option Medusa's workflow reads and answers. */
  fields: string[]
}

/**
 * GET /store/shipping-options?cart_id= and v1's GET /store/shipping-options/:cart_id: a cart is offered its own
 * tea houses' options, priced for it by Medusa's workflow, and none while it holds no tea. Left alone, Medusa
 * reads and prices every house's options; given the houses', it reads and prices those only.
 */
export const listHouseShippingOptionsWorkflow = createWorkflow("leafline-list-house-shipping-options", (input: ListHouseShippingOptionsInput) => {
  const optionIds = houseShippingOptionIdsStep({ cart_id: input.cart_id })
  const priced = when("some-house-options", { optionIds }, ({ optionIds }) => optionIds.length > 0).then(() =>
    listShippingOptionsForCartWorkflow.runAsStep({
      input: transform({ input, optionIds }, ({ input, optionIds }) => ({ ...input, option_ids: optionIds })),
    }),
  )
  return new WorkflowResponse(transform({ priced }, ({ priced }) => priced ?? []))
})

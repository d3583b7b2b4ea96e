import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteLineItemsWorkflow } from "@medusajs/medusa/core-flows"
import { linesOfCartStep } from "./steps/line-of-cart"

export type DeleteCartLinesInput = { cart_id: string; ids: string[] }

/**
 * DELETE /store/carts/:id/line-items/:line_id and v1's: Medusa's deleteLineItemsWorkflow deletes the lines it
 * is given whatever cart holds them, so a line of anyone's cart could be deleted through one's own cart's
 * path. Only lines of the cart named are deleted here; any other is the 404 of an unknown line.
 */
export const deleteCartLinesWorkflow = createWorkflow("leafline-delete-cart-lines", (input: DeleteCartLinesInput) => {
  linesOfCartStep(input)
  deleteLineItemsWorkflow.runAsStep({ input })
  return new WorkflowResponse(undefined)
})

import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { cartPaymentCollectionStep } from "./steps/cart-payment-collection"

/**
 * POST /store/payment-collections and v1's payment session routes: the id of the cart's payment collection,
 * created if it has none; concurrent calls for one cart all get the one collection.
 */
export const cartPaymentCollectionWorkflow = createWorkflow("leafline-cart-payment-collection", (input: { cart_id: string }) => {
  return new WorkflowResponse(cartPaymentCollectionStep(input))
})

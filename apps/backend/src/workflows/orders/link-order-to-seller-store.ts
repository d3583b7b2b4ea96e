import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { linkOrderToSellerStoreStep } from "./steps/link-order-to-seller-store"

export const linkOrderToSellerStoreWorkflow = createWorkflow("link-order-to-seller-store", (input: { order_id: string }) => {
  return new WorkflowResponse(linkOrderToSellerStoreStep(input))
})

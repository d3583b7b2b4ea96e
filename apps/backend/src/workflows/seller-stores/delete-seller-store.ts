import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { deleteSellerStoreStep } from "./steps/delete-seller-store"

export const deleteSellerStoreWorkflow = createWorkflow("delete-seller-store", (input: { id: string }) => {
  return new WorkflowResponse(deleteSellerStoreStep(input.id))
})

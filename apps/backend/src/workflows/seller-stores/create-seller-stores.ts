import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { createSellerStoresStep } from "./steps/create-seller-stores"
import type { SellerStoreInput } from "./types"

export const createSellerStoresWorkflow = createWorkflow("create-seller-stores", (input: { stores: SellerStoreInput[] }) => {
  return new WorkflowResponse(createSellerStoresStep(input.stores))
})

import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { updateSellerStoreStep } from "./steps/update-seller-store"
import type { SellerStoreInput } from "./types"

export const SELLER_STORE_UPDATED = "seller-store.updated"

/** Updates a tea house; the event lets the search index refresh the house's name on its teas. */
export const updateSellerStoreWorkflow = createWorkflow(
  "update-seller-store",
  (input: { id: string; update: Partial<SellerStoreInput> }) => {
    const store = updateSellerStoreStep(input)
    emitEventStep({ eventName: SELLER_STORE_UPDATED, data: transform({ input }, ({ input }) => ({ id: input.id })) })
    return new WorkflowResponse(store)
  },
)

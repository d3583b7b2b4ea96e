import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { updateSellerStoreStep } from "./steps/update-seller-store"
import { SELLER_STORE_UPDATED } from "../../lib/seller-stores/events"
import type { SellerStoreInput } from "../../lib/seller-stores/types"

/** Updates a tea house; the event refreshes the house's name on its teas' listing documents, and the storefront's pages. */
export const updateSellerStoreWorkflow = createWorkflow(
  "update-seller-store",
  (input: { id: string; update: Partial<SellerStoreInput> }) => {
    const store = updateSellerStoreStep(input)
    emitEventStep({ eventName: SELLER_STORE_UPDATED, data: transform({ input }, ({ input }) => ({ id: input.id })) })
    return new WorkflowResponse(store)
  },
)

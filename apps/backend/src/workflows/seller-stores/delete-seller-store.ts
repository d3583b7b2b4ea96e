import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { SELLER_STORE_DELETED } from "../../lib/seller-stores/events"
import { deleteSellerStoreStep } from "./steps/delete-seller-store"

/** Deletes a tea house; the event takes it off the storefront's list of houses. */
export const deleteSellerStoreWorkflow = createWorkflow("delete-seller-store", (input: { id: string }) => {
  const id = deleteSellerStoreStep(input.id)
  emitEventStep({ eventName: SELLER_STORE_DELETED, data: transform({ id }, ({ id }) => ({ id })) })
  return new WorkflowResponse(id)
})

import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { applyTeaDetailsStep } from "./steps/apply-tea-details"
import type { TeaDetailsInput } from "./types"

export const TEA_DETAILS_UPDATED = "tea.details.updated"

/** Sets teas' house, attributes and rating, then tells the search index (and anyone listening). */
export const updateTeaDetailsWorkflow = createWorkflow("update-tea-details", (input: { items: TeaDetailsInput[] }) => {
  const productIds = applyTeaDetailsStep(input.items)
  const eventData = transform({ productIds }, ({ productIds }) => productIds.map((id) => ({ id })))
  emitEventStep({ eventName: TEA_DETAILS_UPDATED, data: eventData })
  return new WorkflowResponse(productIds)
})

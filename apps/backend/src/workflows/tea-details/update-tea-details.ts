import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { applyTeaDetailsStep } from "./steps/apply-tea-details"
import { TEA_DETAILS_UPDATED } from "../../lib/tea-details/events"
import type { TeaDetailsInput } from "../../lib/tea-details/types"

/** Sets teas' house, attributes and rating, then tells the search index (and anyone listening). */
export const updateTeaDetailsWorkflow = createWorkflow("update-tea-details", (input: { items: TeaDetailsInput[] }) => {
  const productIds = applyTeaDetailsStep(input.items)
  const eventData = transform({ productIds }, ({ productIds }) => productIds.map((id) => ({ id })))
  emitEventStep({ eventName: TEA_DETAILS_UPDATED, data: eventData })
  return new WorkflowResponse(productIds)
})

import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { applyTeaDetails, restoreTeaDetails } from "../apply-tea-details"
import type { TeaDetailsInput } from "../types"

export const applyTeaDetailsStep = createStep(
  "apply-tea-details",
  async (items: TeaDetailsInput[], { container }) => {
    const previous = await applyTeaDetails(container, items)
    return new StepResponse(items.map((item) => item.product_id), previous)
  },
  async (previous, { container }) => {
    if (previous) await restoreTeaDetails(container, previous)
  },
)

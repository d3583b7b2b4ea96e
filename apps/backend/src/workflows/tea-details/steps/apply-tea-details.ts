import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { applyTeaDetails, restoreTeaDetails } from "../../../lib/tea-details/apply-tea-details"
import type { TeaDetailsInput } from "../../../lib/tea-details/types"

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

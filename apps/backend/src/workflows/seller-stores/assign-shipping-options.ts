import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { assignShippingOptionsStep } from "./steps/assign-shipping-options"

export const assignShippingOptionsWorkflow = createWorkflow(
  "assign-shipping-options-to-seller-store",
  (input: { store_id: string; shipping_option_ids: string[] }) => {
    return new WorkflowResponse(assignShippingOptionsStep(input))
  },
)

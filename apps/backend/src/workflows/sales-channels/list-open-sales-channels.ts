import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { openSalesChannelsStep } from "./steps/open-sales-channels"

/** GET /store/sales-channels and v1's: the sales channels a publishable key opens (`ids`), the shop's default one first. */
export const listOpenSalesChannelsWorkflow = createWorkflow("leafline-list-open-sales-channels", (input: { ids: string[] }) => {
  return new WorkflowResponse(openSalesChannelsStep(input))
})

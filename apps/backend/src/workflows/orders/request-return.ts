import { createAndCompleteReturnOrderWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkReturnRequestStep } from "./steps/check-return-request"

export interface ReturnRequest {
  orderId: string
  /** The signed-in customer, whose own order it is (the routes' oneReturnRequestAtATimeFor checks it, and holds the order's turn). */
  customerId: string
  lines: { id: string; quantity: number; reason_id?: string | null; note?: string | null }[]
  /** A return option the client named (v1's `return_shipping`): it must be the tea house's, the one used anyway. */
  optionId?: string
}

/**
 * POST /store/orders/:id/returns and v1's POST /store/returns (the v1 plugin runs it by this id): a return
 * request of the customer's own shipped order, made by Medusa's return workflow with the tea house's return
 * option, which staff receive in the back office. Answers the return's id.
 */
export const requestReturnWorkflow = createWorkflow("leafline-request-return", (request: ReturnRequest) => {
  const returnOption = checkReturnRequestStep(request)
  const input = transform({ request, returnOption }, ({ request, returnOption }) => ({
    order_id: request.orderId,
    items: request.lines.map((line) => ({ id: line.id, quantity: line.quantity, reason_id: line.reason_id ?? null, note: line.note || null })),
    return_shipping: { option_id: returnOption.id },
    location_id: returnOption.locationId,
    created_by: request.customerId,
  }))
  const made = createAndCompleteReturnOrderWorkflow.runAsStep({ input })
  return new WorkflowResponse(transform({ made }, ({ made }) => made.id as string))
})

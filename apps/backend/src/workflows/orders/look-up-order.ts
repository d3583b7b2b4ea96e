import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { OrderLookup } from "../../lib/order-lookup/look-up-order"
import { lookUpOrderStep } from "./steps/look-up-order"

/**
 * POST /store/orders/lookup and v1's GET /store/orders?display_id=&email=: a guest's order by its number and
 * the email it was placed with, in Medusa's order answer with the fields asked; any pair naming no order the
 * caller may see is the same 404. The routes' throttle (slowDownOrderLookups) counts those 404s.
 */
export const lookUpOrderWorkflow = createWorkflow("leafline-look-up-order", (lookup: OrderLookup) => {
  return new WorkflowResponse(lookUpOrderStep(lookup))
})

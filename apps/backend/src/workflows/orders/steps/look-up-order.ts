import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NO_MATCHING_ORDER, type OrderLookup, lookUpOrder } from "../../../lib/order-lookup/look-up-order"

/** The order a lookup names and the caller may see (lib/order-lookup/look-up-order.ts), or the one 404 for any other. */
export const lookUpOrderStep = createStep("look-up-order", async (lookup: OrderLookup, { container }) => {
  const order = await lookUpOrder(container, lookup)
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, NO_MATCHING_ORDER)
  return new StepResponse(order)
})

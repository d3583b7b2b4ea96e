import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { houseReturnOption, retrieveOrderWithReturns, retrieveReturnReason } from "../../../lib/returns/order-returns"
import { returnRefusal } from "../../../lib/returns/returnable"
import type { ReturnRequest } from "../request-return"

/**
 * The rules of a return request: each reason named exists, the order is shipped and still holds what is asked
 * back (returnable.ts), and the return goes by the tea house's return option (one the client names must be
 * it). Answers that option and the location it returns to.
 */
export const checkReturnRequestStep = createStep("check-return-request", async (request: ReturnRequest, { container }) => {
  const reasonIds = [...new Set(request.lines.flatMap((line) => (line.reason_id ? [line.reason_id] : [])))]
  for (const reasonId of reasonIds) await retrieveReturnReason(container, reasonId)
  const order = await retrieveOrderWithReturns(container, request.orderId)
  const refusal = returnRefusal(order, request.lines)
  if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, refusal)
  const returnOption = await houseReturnOption(container, order)
  if (request.optionId && request.optionId !== returnOption.id) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `return_shipping.option_id: this order goes back by its tea house's return option ${returnOption.id}`)
  }
  return new StepResponse(returnOption)
})

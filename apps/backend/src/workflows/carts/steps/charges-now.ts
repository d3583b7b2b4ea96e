import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { CartWithCodes } from "../../../lib/checkout/promotion-codes-in-force"
import { chargeChangesNowWorkflow, type HeldCart } from "../charge-changes-now"

/**
 * The completion's one step for the checks that write nothing before an order is placed: the codes the cart holds
 * still apply, and what pricing it now would change (chargeChangesNowWorkflow, run here unstored). Its answer, the
 * changes named (nearly always none), is all the completion's stored run keeps of it; with nothing to undo, it has
 * no compensation.
 */
export const chargesNowStep = createStep("charges-now", async ({ cart }: { cart: HeldCart & CartWithCodes }, { container }) => {
  const { result } = await chargeChangesNowWorkflow(container).run({ input: { cart } })
  return new StepResponse(result as string[])
})

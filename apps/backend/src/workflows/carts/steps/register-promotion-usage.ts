import type { IPromotionModuleService } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { codeNoLongerAppliesMessage } from "../../../lib/checkout/promotion-code-validity"
import { type CartWithCodes, heldCodeNoLongerApplying } from "../../../lib/checkout/promotion-codes-in-force"

type Usage = Parameters<IPromotionModuleService["registerUsage"]>
type Input = { computedActions: Usage[0]; registrationContext: Usage[1]; cart: CartWithCodes }

/** What Medusa's registerUsage throws when another order took what was left of a code's limit or budget. */
const USAGE_EXCEEDED = /^Promotion usage exceeds the (budget )?limit\.$/
const USED_UP_FALLBACK = "A promotion code in your cart has been used up. Remove it to place your order."

/**
 * Medusa's registerUsageStep (core-flows' promotion/steps/register-usage.js, not exported), with its refusal in the
 * shopper's words. The last use of a code taken by two orders at once goes to one of them: the promotion module locks
 * the budget's row and refuses the other, whose completion then undoes the order it had begun, before the payment is
 * authorised. That refusal names the code that is used up (400), as codesInForceStep would have named it.
 */
export const registerPromotionUsageStep = createStep(
  "register-promotion-usage",
  async ({ computedActions, registrationContext, cart }: Input, { container }) => {
    if (!computedActions.length) return new StepResponse(null, null)
    const promotions = container.resolve<IPromotionModuleService>(Modules.PROMOTION)
    try {
      await promotions.registerUsage(computedActions, registrationContext)
    } catch (error) {
      if (!USAGE_EXCEEDED.test((error as Error).message ?? "")) throw error
      const found = await heldCodeNoLongerApplying(container, cart)
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, found ? codeNoLongerAppliesMessage(found.code, found.problem) : USED_UP_FALLBACK)
    }
    return new StepResponse(null, { computedActions, registrationContext })
  },
  async (usage, { container }) => {
    if (!usage?.computedActions.length) return
    await container.resolve<IPromotionModuleService>(Modules.PROMOTION).revertUsage(usage.computedActions, usage.registrationContext)
  },
)

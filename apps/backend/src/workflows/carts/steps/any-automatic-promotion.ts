import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * Whether the shop has any automatic promotion (whatever its status): one that could apply to a cart
 * without a code. Read only to know when working a cart's promotions out again cannot change anything.
 */
export const anyAutomaticPromotionStep = createStep("any-automatic-promotion", async (_: void, { container }) => {
  const promotions = container.resolve(Modules.PROMOTION)
  const found = await promotions.listPromotions({ is_automatic: true }, { select: ["id"], take: 1 })
  return new StepResponse(found.length > 0)
})

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertHeldCodesApply, type CartWithCodes } from "../../../lib/checkout/promotion-codes-in-force"

/**
 * Before an order is placed, and before the cart is priced again (which would drop such a code without a word):
 * a code the cart holds that has since expired, been switched off or used up is refused, named (400). The cart
 * keeps it; the shopper removes it and places the order. Nothing is written before this.
 */
export const codesInForceStep = createStep("codes-in-force", async ({ cart }: { cart: CartWithCodes }, { container }) => {
  await assertHeldCodesApply(container, cart)
  return new StepResponse(undefined)
})

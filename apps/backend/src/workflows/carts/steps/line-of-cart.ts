import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertLineOfCart } from "../../../lib/ownership/line-of-cart"

/** The lines named are the cart's own: any other, or an unknown one, is a 404 (lib/ownership/line-of-cart.ts). */
export const linesOfCartStep = createStep("lines-of-cart", async (input: { cart_id: string; ids: string[] }, { container }) => {
  for (const id of input.ids) await assertLineOfCart(container, input.cart_id, id)
  return new StepResponse(undefined)
})

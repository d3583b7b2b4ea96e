import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { cartHouseShippingOptionIds } from "../../../lib/checkout/house-shipping-options"

/** The shipping options of the tea houses whose teas the cart holds (lib/checkout/house-shipping-options.ts); an unknown cart is a 404. */
export const houseShippingOptionIdsStep = createStep("house-shipping-option-ids", async ({ cart_id }: { cart_id: string }, { container }) => {
  return new StepResponse(await cartHouseShippingOptionIds(container, cart_id))
})

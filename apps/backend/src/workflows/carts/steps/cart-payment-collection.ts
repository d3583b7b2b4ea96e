import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { cartPaymentCollectionId } from "../../../lib/checkout/cart-payment-collection"

/** The id of the cart's payment collection, created once however many ask at once (lib/checkout/cart-payment-collection.ts). */
export const cartPaymentCollectionStep = createStep("cart-payment-collection", async ({ cart_id }: { cart_id: string }, { container }) => {
  return new StepResponse(await cartPaymentCollectionId(container, cart_id))
})

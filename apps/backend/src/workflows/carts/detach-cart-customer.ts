import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { refreshCartItemsWorkflow, releaseLockStep, updateCartsStep } from "@medusajs/medusa/core-flows"
import { lockedOpenCart } from "./locked-open-cart"

export type DetachCartCustomerInput = { cart_id: string; customer_id: string }

/**
 * The reverse of Medusa's transfer at sign-in, for sign-out: the customer's cart becomes a guest's
 * again (customer_id null), keeping its items, email and addresses, so the storefront can go on using
 * it without a session. A cart that is not this customer's (a guest's) is left as it is; a completed
 * one is refused.
 */
export const detachCartCustomerWorkflow = createWorkflow("detach-cart-customer", (input: DetachCartCustomerInput) => {
  const cart = lockedOpenCart<{ customer_id: string | null; completed_at: Date | null }>(input.cart_id, ["id", "customer_id", "completed_at"])

  const isTheCustomers = transform({ cart, input }, ({ cart, input }) => cart.customer_id === input.customer_id)
  when("cart-is-the-customers", { isTheCustomers }, ({ isTheCustomers }) => isTheCustomers).then(() => {
    updateCartsStep(transform({ input }, ({ input }) => [{ id: input.cart_id, customer_id: null }]))
    // As at the transfer: a customer's group prices and promotions no longer apply to a guest's cart.
    refreshCartItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, force_refresh: true } })
  })

  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse({ cart_id: input.cart_id })
})

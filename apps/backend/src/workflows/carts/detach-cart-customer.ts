import type { CartDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  refreshCartItemsWorkflow,
  releaseLockStep,
  updateCartsStep,
  useQueryGraphStep,
  validateCartStep,
} from "@medusajs/medusa/core-flows"

export type DetachCartCustomerInput = { cart_id: string; customer_id: string }

/**
 * The reverse of Medusa's transfer at sign-in, for sign-out: the customer's cart becomes a guest's
 * again (customer_id null), keeping its items, email and addresses, so the storefront can go on using
 * it without a session. A cart that is not this customer's (a guest's) is left as it is; a completed
 * one is refused.
 */
export const detachCartCustomerWorkflow = createWorkflow("detach-cart-customer", (input: DetachCartCustomerInput) => {
  // The key and timings of Medusa's own cart workflows, so this takes turns with them.
  acquireLockStep({ key: input.cart_id, timeout: 2, ttl: 10 })

  const { data: carts } = useQueryGraphStep({
    entity: "cart",
    fields: ["id", "customer_id", "completed_at"],
    filters: { id: input.cart_id },
    options: { throwIfKeyNotFound: true },
  }).config({ name: "get-cart" })
  const cart = transform({ carts }, ({ carts }) => carts[0])
  // The step reads only `id` and `completed_at`; its type asks for a whole cart.
  validateCartStep({ cart: cart as unknown as CartDTO })

  const isTheCustomers = transform({ cart, input }, ({ cart, input }) => cart.customer_id === input.customer_id)
  when("cart-is-the-customers", { isTheCustomers }, ({ isTheCustomers }) => isTheCustomers).then(() => {
    updateCartsStep(transform({ input }, ({ input }) => [{ id: input.cart_id, customer_id: null }]))
    // As at the transfer: a customer's group prices and promotions no longer apply to a guest's cart.
    refreshCartItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, force_refresh: true } })
  })

  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse({ cart_id: input.cart_id })
})

import type { CartDTO } from "@medusajs/framework/types"
import { transform, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, useQueryGraphStep, validateCartStep } from "@medusajs/medusa/core-flows"

/**
 * How a cart write of ours begins, as Medusa's own cart workflows do: the cart's lock taken with Medusa's key and
 * timings (so this takes turns with them), the cart read once with the fields the workflow needs, and a completed
 * cart refused. Answers the cart.
 */
export function lockedOpenCart<TCart extends { completed_at?: unknown }>(cartId: string, fields: string[]): WorkflowData<TCart> {
  acquireLockStep({ key: cartId, timeout: 2, ttl: 10 })
  const { data: carts } = useQueryGraphStep({
    entity: "cart",
    fields,
    filters: { id: cartId },
    options: { throwIfKeyNotFound: true },
  }).config({ name: "get-cart" })
  const cart = transform({ carts }, ({ carts }) => carts[0] as unknown as TCart)
  // The step reads `id` and `completed_at` only; its type asks for a whole cart.
  validateCartStep({ cart: cart as unknown as CartDTO })
  return cart
}

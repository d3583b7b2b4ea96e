import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createPaymentCollectionForCartWorkflow } from "@medusajs/medusa/core-flows"
import { LOCK_LEASE_SECONDS } from "../locking/execute-in-order"

async function collectionIdOf(scope: MedusaContainer, cartId: string): Promise<string | undefined> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart_payment_collection", fields: ["payment_collection_id"], filters: { cart_id: cartId } })
  return (data[0] as { payment_collection_id?: string } | undefined)?.payment_collection_id
}

/**
 * The id of the cart's payment collection, created if it has none. Callers for one cart take turns, so
 * concurrent calls (a double click, a retry) all get the one collection instead of one collection and a
 * 500 for each other caller.
 */
export async function cartPaymentCollectionId(scope: MedusaContainer, cartId: string): Promise<string> {
  const locking = scope.resolve(Modules.LOCKING)
  return locking.execute(
    `cart-payment-collection:${cartId}`,
    async () => {
      const existing = await collectionIdOf(scope, cartId)
      if (existing) return existing
      await createPaymentCollectionForCartWorkflow(scope).run({ input: { cart_id: cartId } })
      return (await collectionIdOf(scope, cartId))!
    },
    { timeout: 15, expire: LOCK_LEASE_SECONDS },
  )
}

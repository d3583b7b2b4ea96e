import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createPaymentCollectionForCartWorkflow } from "@medusajs/medusa/core-flows"
import { LOCK_LEASE_SECONDS } from "../../../lib/locking/execute-in-order"

async function cartPaymentCollection(req: MedusaStoreRequest, cartId: string) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart_payment_collection",
    fields: req.queryConfig.fields.map((field) => `payment_collection.${field}`),
    filters: { cart_id: cartId },
  })
  return data[0]?.payment_collection as HttpTypes.StorePaymentCollection | undefined
}

/**
 * Medusa's route, made an upsert: the cart's payment collection, created if it has none. Callers for
 * one cart take turns, so concurrent calls (a double click, a retry) all get the one collection
 * instead of one collection and a 500 for each other caller.
 */
export async function POST(
  req: MedusaStoreRequest<HttpTypes.StoreCreatePaymentCollection>,
  res: MedusaResponse<HttpTypes.StorePaymentCollectionResponse>,
) {
  const { cart_id } = req.validatedBody
  const locking = req.scope.resolve(Modules.LOCKING)
  const payment_collection = await locking.execute(
    `cart-payment-collection:${cart_id}`,
    async () => {
      const existing = await cartPaymentCollection(req, cart_id)
      if (existing) return existing
      await createPaymentCollectionForCartWorkflow(req.scope).run({ input: { cart_id } })
      return (await cartPaymentCollection(req, cart_id))!
    },
    { timeout: 15, expire: LOCK_LEASE_SECONDS },
  )
  res.status(200).json({ payment_collection })
}

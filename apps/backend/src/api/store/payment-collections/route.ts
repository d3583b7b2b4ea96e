import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cartPaymentCollectionWorkflow } from "../../../workflows/carts/cart-payment-collection"

/**
 * Medusa's route, made an upsert: the cart's payment collection, created if it has none (concurrent
 * calls for one cart all get the one collection: workflows/carts/cart-payment-collection.ts, which v1 runs too).
 */
export async function POST(
  req: MedusaStoreRequest<HttpTypes.StoreCreatePaymentCollection>,
  res: MedusaResponse<HttpTypes.StorePaymentCollectionResponse>,
) {
  const { result: id } = await cartPaymentCollectionWorkflow(req.scope).run({ input: { cart_id: req.validatedBody.cart_id } })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "payment_collection", fields: req.queryConfig.fields, filters: { id } })
  res.status(200).json({ payment_collection: data[0] as HttpTypes.StorePaymentCollection })
}

import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { V1CartAnswer } from "@leafline/v1-store-api/lib/carts/cart-answer"
import { readV1Cart } from "../../../../../../lib/v1/read-cart"
import { addShippingMethodWorkflow } from "../../../../../../workflows/carts/add-shipping-method"
import type { V1StoreAddShippingMethodType } from "../../validators"

/**
 * POST /store/carts/:id/shipping-methods of v1: v2's, one method per tea house. The new method replaces the
 * cart's method of the same shipping profile (a tea house's), through the workflow v2's route runs.
 */
export async function POST(req: MedusaStoreRequest<V1StoreAddShippingMethodType>, res: MedusaResponse<V1CartAnswer>) {
  const { option_id, data } = req.validatedBody
  await addShippingMethodWorkflow(req.scope).run({ input: { cart_id: req.params.id, options: [{ id: option_id, data }] } })
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

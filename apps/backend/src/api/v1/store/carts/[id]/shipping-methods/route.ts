import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { addV1ShippingMethod } from "../../../../../../lib/v1/carts/cart-writes"
import type { V1CartAnswer } from "../../../../../../lib/v1/carts/cart-answer"
import { readV1Cart } from "../../../../../../lib/v1/read-cart"
import type { V1StoreAddShippingMethodType } from "../../validators"

/** POST /store/carts/:id/shipping-methods of v1: v2's, one method per tea house. */
export async function POST(req: MedusaStoreRequest<V1StoreAddShippingMethodType>, res: MedusaResponse<V1CartAnswer>) {
  await addV1ShippingMethod(req.scope, req.params.id, req.validatedBody)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

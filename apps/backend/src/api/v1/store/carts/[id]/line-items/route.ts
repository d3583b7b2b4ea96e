import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { addV1LineItem } from "@leafline/v1-store-api/lib/carts/cart-writes"
import type { V1CartAnswer } from "@leafline/v1-store-api/lib/carts/cart-answer"
import { readV1Cart } from "../../../../../../lib/v1/read-cart"
import type { V1StoreAddLineItemType } from "../../validators"

/** POST /store/carts/:id/line-items of v1: v2's, through Medusa's addToCartWorkflow and its hooks. */
export async function POST(req: MedusaStoreRequest<V1StoreAddLineItemType>, res: MedusaResponse<V1CartAnswer>) {
  await addV1LineItem(req.scope, req.params.id, req.validatedBody)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

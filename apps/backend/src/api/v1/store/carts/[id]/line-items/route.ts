import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { V1CartAnswer } from "@leafline/v1-store-api/lib/carts/cart-answer"
import { readV1Cart } from "../../../../../../lib/v1/read-cart"
import { addTeasToCartWorkflow } from "../../../../../../workflows/carts/add-to-cart"
import type { V1StoreAddLineItemType } from "../../validators"

/** POST /store/carts/:id/line-items of v1: v2's, through the workflow v2's route runs (workflows/carts/add-to-cart.ts). */
export async function POST(req: MedusaStoreRequest<V1StoreAddLineItemType>, res: MedusaResponse<V1CartAnswer>) {
  await addTeasToCartWorkflow(req.scope).run({ input: { cart_id: req.params.id, items: [req.validatedBody] } })
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

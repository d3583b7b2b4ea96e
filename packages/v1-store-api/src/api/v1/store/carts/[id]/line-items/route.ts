import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { V1CartAnswer } from "../../../../../../lib/carts/cart-answer"
import { readV1Cart } from "../../../../../../lib/carts/read-cart"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../../../../../../lib/shop-workflows"
import type { V1StoreAddLineItemType } from "../../validators"

/** POST /store/carts/:id/line-items of v1: v2's, through the workflow v2's route runs (the shop's leafline-add-to-cart). */
export async function POST(req: MedusaStoreRequest<V1StoreAddLineItemType>, res: MedusaResponse<V1CartAnswer>) {
  await runShopWorkflow(req.scope, SHOP_WORKFLOWS.addToCart, { cart_id: req.params.id, items: [req.validatedBody] })
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

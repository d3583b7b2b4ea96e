import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { V1CartAnswer } from "../../../../../../lib/carts/cart-answer"
import { readV1Cart } from "../../../../../../lib/carts/read-cart"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../../../../../../lib/shop-workflows"
import type { V1StoreAddShippingMethodType } from "../../validators"

/**
 * POST /store/carts/:id/shipping-methods of v1: v2's, one method per tea house. The new method replaces the
 * cart's method of the same shipping profile (a tea house's), through the workflow v2's route runs.
 */
export async function POST(req: MedusaStoreRequest<V1StoreAddShippingMethodType>, res: MedusaResponse<V1CartAnswer>) {
  const { option_id, data } = req.validatedBody
  await runShopWorkflow(req.scope, SHOP_WORKFLOWS.addShippingMethod, { cart_id: req.params.id, options: [{ id: option_id, data }] })
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

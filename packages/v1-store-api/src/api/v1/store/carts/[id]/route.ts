import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { giveV1CartToCustomer, v1CartUpdate } from "../../../../../lib/carts/cart-writes"
import type { V1CartAnswer } from "../../../../../lib/carts/cart-answer"
import { readV1Cart } from "../../../../../lib/carts/read-cart"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../../../../../lib/shop-workflows"
import type { V1StoreUpdateCartType } from "../validators"

/** GET /store/carts/:id of v1: the cart (its customer's only) in v1's shape. */
export async function GET(req: MedusaStoreRequest, res: MedusaResponse<V1CartAnswer>) {
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

/**
 * POST /store/carts/:id of v1: v2's cart update, through the workflow v2's route runs (the shop's
 * leafline-update-cart), with v1's contract: new promotion codes are taken here (v1's `discounts`, slowed down
 * on failure by the back end's middleware for this path); and, for `customer_id`, v2's POST /store/carts/:id/customer.
 */
export async function POST(req: MedusaStoreRequest<V1StoreUpdateCartType>, res: MedusaResponse<V1CartAnswer>) {
  const update = await v1CartUpdate(req.scope, req.params.id, req.validatedBody, req.auth_context?.actor_id)
  // Null clears an address field, as v2's route takes it.
  if (update) await runShopWorkflow(req.scope, SHOP_WORKFLOWS.updateCart, { id: req.params.id, ...update, new_codes_allowed: true })
  if (req.validatedBody.customer_id) await giveV1CartToCustomer(req.scope, req.params.id, req.validatedBody.customer_id)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

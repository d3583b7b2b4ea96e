import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { updateV1Cart } from "../../../../../lib/v1/carts/cart-writes"
import type { V1CartAnswer } from "../../../../../lib/v1/carts/cart-answer"
import { readV1Cart } from "../../../../../lib/v1/read-cart"
import type { V1StoreUpdateCartType } from "../validators"

/** GET /store/carts/:id of v1: the cart (its customer's only) in v1's shape. */
export async function GET(req: MedusaStoreRequest, res: MedusaResponse<V1CartAnswer>) {
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

/** POST /store/carts/:id of v1: v2's cart update (and, for `customer_id`, v2's POST /store/carts/:id/customer). */
export async function POST(req: MedusaStoreRequest<V1StoreUpdateCartType>, res: MedusaResponse<V1CartAnswer>) {
  await updateV1Cart(req.scope, req.params.id, req.validatedBody, req.auth_context?.actor_id)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { removeV1DiscountCode } from "../../../../../../../lib/carts/cart-writes"
import type { V1CartAnswer } from "../../../../../../../lib/carts/cart-answer"
import { readV1Cart } from "../../../../../../../lib/carts/read-cart"

/** DELETE /store/carts/:id/discounts/:code of v1: v2's DELETE /store/carts/:id/promotions with that code. */
export async function DELETE(req: MedusaStoreRequest, res: MedusaResponse<V1CartAnswer>) {
  await removeV1DiscountCode(req.scope, req.params.id, req.params.code)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { updateV1LineItem } from "@leafline/v1-store-api/lib/carts/cart-writes"
import type { V1CartAnswer } from "@leafline/v1-store-api/lib/carts/cart-answer"
import { readV1Cart } from "../../../../../../../lib/v1/read-cart"
import { deleteCartLinesWorkflow } from "../../../../../../../workflows/carts/delete-cart-lines"
import type { V1StoreUpdateLineItemType } from "../../../validators"

/** POST /store/carts/:id/line-items/:line_id of v1: a new quantity, 0 removing the line. */
export async function POST(req: MedusaStoreRequest<V1StoreUpdateLineItemType>, res: MedusaResponse<V1CartAnswer>) {
  await updateV1LineItem(req.scope, req.params.id, req.params.line_id, req.validatedBody)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

/**
 * DELETE /store/carts/:id/line-items/:line_id of v1: v2's workflow (only a line of this cart), answered with
 * the cart, as v1 did (v2 answers it as `parent`).
 */
export async function DELETE(req: MedusaStoreRequest, res: MedusaResponse<V1CartAnswer>) {
  await deleteCartLinesWorkflow(req.scope).run({ input: { cart_id: req.params.id, ids: [req.params.line_id] } })
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

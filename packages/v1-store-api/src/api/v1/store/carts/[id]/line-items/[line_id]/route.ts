import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { updateV1LineItem } from "../../../../../../../lib/carts/cart-writes"
import type { V1CartAnswer } from "../../../../../../../lib/carts/cart-answer"
import { readV1Cart } from "../../../../../../../lib/carts/read-cart"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../../../../../../../lib/shop-workflows"
import type { V1StoreUpdateLineItemType } from "../../../validators"

/** POST /store/carts/:id/line-items/:line_id of v1: a new quantity, 0 removing the line. */
export async function POST(req: MedusaStoreRequest<V1StoreUpdateLineItemType>, res: MedusaResponse<V1CartAnswer>) {
  await updateV1LineItem(req.scope, req.params.id, req.params.line_id, req.validatedBody)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

/**
 * DELETE /store/carts/:id/line-items/:line_id of v1: v2's workflow (the shop's leafline-delete-cart-lines: only
 * a line of this cart), answered with the cart, as v1 did (v2 answers it as `parent`).
 */
export async function DELETE(req: MedusaStoreRequest, res: MedusaResponse<V1CartAnswer>) {
  await runShopWorkflow(req.scope, SHOP_WORKFLOWS.deleteCartLines, { cart_id: req.params.id, ids: [req.params.line_id] })
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

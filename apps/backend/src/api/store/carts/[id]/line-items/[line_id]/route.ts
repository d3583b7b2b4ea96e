import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { refetchCart } from "@leafline/medusa-internals"
import { deleteCartLinesWorkflow } from "../../../../../../workflows/carts/delete-cart-lines"

/**
 * Medusa's DELETE /store/carts/:id/line-items/:line_id (its POST stays Medusa's), through our workflow, which
 * deletes only a line of this cart (workflows/carts/delete-cart-lines.ts). Answers as Medusa's route does.
 */
export async function DELETE(req: MedusaStoreRequest, res: MedusaResponse<HttpTypes.StoreLineItemDeleteResponse>) {
  const id = req.params.line_id
  await deleteCartLinesWorkflow(req.scope).run({ input: { cart_id: req.params.id, ids: [id] } })
  const cart = await refetchCart(req.params.id, req.scope, req.queryConfig.fields)
  res.status(200).json({ id, object: "line-item", deleted: true, parent: cart as HttpTypes.StoreCart })
}

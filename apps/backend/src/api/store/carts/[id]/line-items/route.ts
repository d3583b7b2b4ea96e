import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { refetchCart } from "@leafline/medusa-internals"
import { type AddedTea, addTeasToCartWorkflow } from "../../../../../workflows/carts/add-to-cart"

type AddLineItemBody = AddedTea & { additional_data?: Record<string, unknown> }

/**
 * Medusa's POST /store/carts/:id/line-items (its body and query validators run before this), through our workflow:
 * the rules of added teas, and the line added for a fraction of Medusa's reads (workflows/carts/add-to-cart.ts).
 * Answers as Medusa's route does.
 */
export async function POST(req: MedusaStoreRequest<AddLineItemBody>, res: MedusaResponse<HttpTypes.StoreCartResponse>) {
  const { additional_data, ...item } = req.validatedBody
  await addTeasToCartWorkflow(req.scope).run({ input: { cart_id: req.params.id, items: [item], additional_data } })
  const cart = await refetchCart(req.params.id, req.scope, req.queryConfig.fields)
  res.status(200).json({ cart: cart as HttpTypes.StoreCart })
}

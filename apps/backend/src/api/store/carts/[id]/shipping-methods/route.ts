import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { refetchCart } from "@leafline/medusa-internals"
import { addShippingMethodWorkflow } from "../../../../../workflows/carts/add-shipping-method"

// Medusa's validator takes one option or a list of them.
type Option = { option_id: string; data?: Record<string, unknown> }
type Body = Option & { additional_data?: Record<string, unknown> }

/**
 * Medusa's POST /store/carts/:id/shipping-methods (its body and query validators run before this), with the
 * cart's new methods written by our workflow, which leaves the cart as Medusa's does for a fraction of its
 * reads (workflows/carts/add-shipping-method.ts). Answers as Medusa's route does.
 */
export async function POST(req: MedusaStoreRequest<Body | Option[]>, res: MedusaResponse<HttpTypes.StoreCartResponse>) {
  const payload = req.validatedBody
  const options: Option[] = Array.isArray(payload) ? payload : [payload]
  await addShippingMethodWorkflow(req.scope).run({
    input: {
      cart_id: req.params.id,
      options: options.map((option) => ({ id: option.option_id, data: option.data })),
      additional_data: Array.isArray(payload) ? undefined : payload.additional_data,
    },
  })
  const cart = await refetchCart(req.params.id, req.scope, req.queryConfig.fields)
  res.status(200).json({ cart: cart as HttpTypes.StoreCart })
}

import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { UpdateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { giveV1CartToCustomer, v1CartUpdate } from "@leafline/v1-store-api/lib/carts/cart-writes"
import type { V1CartAnswer } from "@leafline/v1-store-api/lib/carts/cart-answer"
import { readV1Cart } from "../../../../../lib/v1/read-cart"
import { updateCartOfTeasWorkflow } from "../../../../../workflows/carts/update-cart"
import type { V1StoreUpdateCartType } from "../validators"

/** GET /store/carts/:id of v1: the cart (its customer's only) in v1's shape. */
export async function GET(req: MedusaStoreRequest, res: MedusaResponse<V1CartAnswer>) {
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

/**
 * POST /store/carts/:id of v1: v2's cart update, through the workflow v2's route runs, with v1's contract: new
 * promotion codes are taken here (v1's `discounts`, slowed down on failure by this route's middleware); and,
 * for `customer_id`, v2's POST /store/carts/:id/customer.
 */
export async function POST(req: MedusaStoreRequest<V1StoreUpdateCartType>, res: MedusaResponse<V1CartAnswer>) {
  const update = await v1CartUpdate(req.scope, req.params.id, req.validatedBody, req.auth_context?.actor_id)
  // Null clears an address field, as v2's route takes it (its types say undefined).
  if (update) {
    await updateCartOfTeasWorkflow(req.scope).run({
      input: { id: req.params.id, ...(update as Omit<UpdateCartWorkflowInputDTO, "id">), new_codes_allowed: true },
    })
  }
  if (req.validatedBody.customer_id) await giveV1CartToCustomer(req.scope, req.params.id, req.validatedBody.customer_id)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

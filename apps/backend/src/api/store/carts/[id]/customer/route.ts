import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { refetchCart } from "@leafline/medusa-internals"
import { detachCartCustomerWorkflow } from "../../../../../workflows/carts/detach-cart-customer"

/**
 * Sign-out: the signed-in customer lets go of their cart, which becomes a guest's again. Medusa's POST
 * on this path is the other way round (a guest's cart taken over at sign-in).
 */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse<HttpTypes.StoreCartResponse>) => {
  await detachCartCustomerWorkflow(req.scope).run({
    input: { cart_id: req.params.id, customer_id: req.auth_context.actor_id },
  })
  const cart = await refetchCart(req.params.id, req.scope, req.queryConfig.fields)
  res.status(200).json({ cart: cart as HttpTypes.StoreCart })
}

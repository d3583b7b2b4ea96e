import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { HttpTypes, UpdateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { refetchCart } from "@leafline/medusa-internals"
import { updateCartOfTeasWorkflow } from "../../../../workflows/carts/update-cart"

/**
 * Medusa's POST /store/carts/:id (its body and query validators run before this), through our workflow: its
 * rules (new codes only through the promotions route, one guest customer per new email), and a checkout's
 * email and addresses for a fraction of Medusa's reads (workflows/carts/update-cart.ts). Answers as Medusa's route does.
 */
export async function POST(req: MedusaStoreRequest<Omit<UpdateCartWorkflowInputDTO, "id">>, res: MedusaResponse<HttpTypes.StoreCartResponse>) {
  await updateCartOfTeasWorkflow(req.scope).run({ input: { ...req.validatedBody, id: req.params.id, new_codes_allowed: false } })
  const cart = await refetchCart(req.params.id, req.scope, req.queryConfig.fields)
  res.status(200).json({ cart: cart as HttpTypes.StoreCart })
}

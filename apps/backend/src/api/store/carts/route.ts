import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { CreateCartWorkflowInputDTO, HttpTypes } from "@medusajs/framework/types"
import { refetchCart } from "@leafline/medusa-internals"
import { createCartOfTeasWorkflow } from "../../../workflows/carts/create-cart"

/**
 * Medusa's POST /store/carts (its body and query validators run before this), through our workflow, which
 * gives Medusa's the items as lines, each tea once in whole units (workflows/carts/create-cart.ts).
 * Answers as Medusa's route does.
 */
export async function POST(req: MedusaStoreRequest<CreateCartWorkflowInputDTO>, res: MedusaResponse<HttpTypes.StoreCartResponse>) {
  const { result } = await createCartOfTeasWorkflow(req.scope).run({
    input: { ...req.validatedBody, customer_id: req.auth_context?.actor_id },
  })
  const cart = await refetchCart(result.id, req.scope, req.queryConfig.fields)
  res.status(200).json({ cart: cart as HttpTypes.StoreCart })
}

import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { v1NewCartInput } from "@leafline/v1-store-api/lib/carts/cart-writes"
import type { V1CartAnswer } from "@leafline/v1-store-api/lib/carts/cart-answer"
import { readV1Cart } from "../../../../lib/v1/read-cart"
import { createCartOfTeasWorkflow } from "../../../../workflows/carts/create-cart"
import type { V1StoreCreateCartType } from "./validators"

/** POST /store/carts of v1: v2's POST /store/carts (the signed-in customer's cart, its workflow), answered in v1's shape. */
export async function POST(req: MedusaStoreRequest<V1StoreCreateCartType>, res: MedusaResponse<V1CartAnswer>) {
  const { result } = await createCartOfTeasWorkflow(req.scope).run({ input: v1NewCartInput(req.validatedBody, req.auth_context?.actor_id) })
  res.json({ cart: await readV1Cart(req.scope, result.id) })
}

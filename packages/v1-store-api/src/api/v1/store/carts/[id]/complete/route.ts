import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { completeV1Cart } from "../../../../../../lib/carts/complete-cart"

/**
 * v1's `POST /store/carts/:id/complete` → `{ type: "order", data }` (or `{ type: "cart" }` when the payment did not
 * go through); a 422 naming the new total when the cart's prices changed, as /store answers.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const answer = await completeV1Cart(req.scope, req.params.id)
  if ("pricesChanged" in answer) {
    res.status(422).json(answer.pricesChanged)
    return
  }
  res.json(answer)
}

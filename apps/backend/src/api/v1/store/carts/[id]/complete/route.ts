import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { completeV1Cart } from "../../../../../../lib/v1/complete-cart"

/** v1's `POST /store/carts/:id/complete` → `{ type: "order", data }` (or `{ type: "cart" }` when the payment did not go through). */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  res.json(await completeV1Cart(req.scope, req.params.id))
}

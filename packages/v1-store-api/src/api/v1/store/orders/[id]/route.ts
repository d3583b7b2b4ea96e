import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readV1Order } from "../../../../../lib/orders/read-order"
import type { V1Order } from "../../../../../lib/views/order"

/** v1's `GET /store/orders/:id` → `{ order }`, as v2's GET /store/orders/:id reaches it (the back end's ownership middleware before). */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ order: V1Order }>) {
  res.json({ order: await readV1Order(req.scope, req.params.id) })
}

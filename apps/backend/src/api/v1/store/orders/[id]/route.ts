import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readV1Order } from "../../../../../lib/v1/read-order"
import type { V1Order } from "@leafline/v1-store-api/lib/views/order"

/** v1's `GET /store/orders/:id` → `{ order }`, as v2's GET /store/orders/:id reaches it (onlyItsCustomer("order") before). */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ order: V1Order }>) {
  res.json({ order: await readV1Order(req.scope, req.params.id) })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { NO_MATCHING_ORDER, lookUpOrder } from "../../../../lib/order-lookup/look-up-order"
import { V2_ORDER_GRAPH_FIELDS, type V2OrderRecord, asV1Order } from "@leafline/v1-store-api/lib/orders/read-order"
import { asLookedUpOrder } from "@leafline/v1-store-api/lib/views/looked-up-order"
import type { V1Order } from "@leafline/v1-store-api/lib/views/order"
import { LOOKED_UP_ORDER_FIELDS } from "../../../store/orders/lookup/query-config"
import type { V1StoreLookUpOrder } from "./validators"

/**
 * v1's `GET /store/orders?display_id=&email=` → `{ order }`: v2's lookup (POST /store/orders/lookup), the
 * same order found for the same pair, the same 404 for any other, slowed down alike (slowDownOrderLookups),
 * answering in v1's shape what v2's lookup answers.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ order: V1Order }>) {
  const { display_id, email } = req.validatedQuery as V1StoreLookUpOrder
  const found = await lookUpOrder(req.scope, {
    orderNumber: display_id,
    email,
    actorId: req.auth_context?.actor_id,
    fields: V2_ORDER_GRAPH_FIELDS,
  })
  if (!found) throw new MedusaError(MedusaError.Types.NOT_FOUND, NO_MATCHING_ORDER)
  const order = await asV1Order(req.scope, found as unknown as V2OrderRecord)
  res.json({ order: asLookedUpOrder(order, LOOKED_UP_ORDER_FIELDS) })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { onlyFields } from "../../../../lib/http/answer-fields"
import { NO_MATCHING_ORDER, lookUpOrder } from "../../../../lib/order-lookup/look-up-order"
import type { OrderLookupBody } from "../validators"

type LookupRequest = MedusaRequest<OrderLookupBody> & { auth_context?: { actor_id?: string } }

/**
 * POST /store/orders/lookup `{ display_id, email }` → `{ order }`: a guest's order, found by its number
 * and the email it was placed with (Medusa v1's GET /store/orders?display_id=&email=). A POST, so the
 * email stays out of URLs and logs. Any number and email that name no order the caller may see (unknown,
 * another email, a customer's order) answer the same 404. Slowed down by slowDownOrderLookups.
 */
export async function POST(req: LookupRequest, res: MedusaResponse<{ order: Record<string, unknown> }>) {
  const { display_id, email } = req.validatedBody
  const fields = req.queryConfig.fields
  const order = await lookUpOrder(req.scope, { orderNumber: display_id, email, actorId: req.auth_context?.actor_id, fields })
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, NO_MATCHING_ORDER)
  res.json({ order: onlyFields(order, fields) })
}

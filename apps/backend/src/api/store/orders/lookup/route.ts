import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { onlyFields } from "../../../../lib/http/answer-fields"
import { lookUpOrderWorkflow } from "../../../../workflows/orders/look-up-order"
import type { OrderLookupBody } from "../validators"

type LookupRequest = MedusaRequest<OrderLookupBody> & { auth_context?: { actor_id?: string } }

/**
 * POST /store/orders/lookup `{ display_id, email }` → `{ order }`: a guest's order, found by its number
 * and the email it was placed with (Medusa v1's GET /store/orders?display_id=&email=, which the v1 plugin
 * answers through the same workflow). A POST, so the email stays out of URLs and logs. Any number and email
 * that name no order the caller may see (unknown, another email, a customer's order) answer the same 404.
 * Slowed down by slowDownOrderLookups.
 */
export async function POST(req: LookupRequest, res: MedusaResponse<{ order: Record<string, unknown> }>) {
  const { display_id, email } = req.validatedBody
  const fields = req.queryConfig.fields
  const { result: order } = await lookUpOrderWorkflow(req.scope).run({
    input: { orderNumber: display_id, email, actorId: req.auth_context?.actor_id, fields },
  })
  res.json({ order: onlyFields(order, fields) })
}

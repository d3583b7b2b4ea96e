import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { LOOKED_UP_ORDER_FIELDS } from "@leafline/shop-contract"
import { V2_ORDER_GRAPH_FIELDS, type V2OrderRecord, asV1Order } from "../../../../lib/orders/read-order"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../../../../lib/shop-workflows"
import { asLookedUpOrder } from "../../../../lib/views/looked-up-order"
import type { V1Order } from "../../../../lib/views/order"

/**
 * v1's `GET /store/orders?display_id=&email=` → `{ order }`: v2's lookup (POST /store/orders/lookup), through
 * the same workflow of the shop: the same order found for the same pair, the same 404 for any other, slowed
 * down alike (the back end's throttle on this path, which also applies the lookup's input rules), answering
 * in v1's shape what v2's lookup answers.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ order: V1Order }>) {
  const { display_id, email } = req.validatedQuery as { display_id: number; email: string }
  const found = await runShopWorkflow<V2OrderRecord>(req.scope, SHOP_WORKFLOWS.lookUpOrder, {
    orderNumber: display_id,
    email,
    actorId: req.auth_context?.actor_id,
    fields: V2_ORDER_GRAPH_FIELDS,
  })
  res.json({ order: asLookedUpOrder(await asV1Order(req.scope, found), LOOKED_UP_ORDER_FIELDS) })
}

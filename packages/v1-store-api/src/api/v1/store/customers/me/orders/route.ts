import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { type V1OrderPage, readCustomerOrders } from "../../../../../../lib/customers/read-customer-orders"
import type { V1StoreGetCustomersMeOrdersType } from "../../validators"

/** GET /v1/store/customers/me/orders?limit&offset (10 and 0 by default): the customer's own orders, newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<V1OrderPage>) {
  const page = req.validatedQuery as V1StoreGetCustomersMeOrdersType
  res.json(await readCustomerOrders(req.scope, req.auth_context.actor_id, page))
}

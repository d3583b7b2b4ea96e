import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readV1Customer } from "../../../../../../lib/customers/read-customer"
import { addAddress } from "../../../../../../lib/customers/update-customer"
import type { V1Customer } from "../../../../../../lib/views/customer"
import type { V1StorePostCustomersMeAddressesType } from "../../validators"

/** POST /v1/store/customers/me/addresses `{ address }` → the customer with their addresses. */
export async function POST(req: AuthenticatedMedusaRequest<V1StorePostCustomersMeAddressesType>, res: MedusaResponse<{ customer: V1Customer }>) {
  await addAddress(req.scope, req.auth_context.actor_id, req.validatedBody.address)
  res.json({ customer: await readV1Customer(req.scope, req.auth_context.actor_id) })
}

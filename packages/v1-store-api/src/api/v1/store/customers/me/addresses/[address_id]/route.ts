import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readV1Customer } from "../../../../../../../lib/customers/read-customer"
import { deleteOwnAddress, updateOwnAddress } from "../../../../../../../lib/customers/update-customer"
import type { V1Customer } from "../../../../../../../lib/views/customer"
import type { V1AddressPayloadType } from "../../../validators"

/** POST /v1/store/customers/me/addresses/:address_id (the fields to change) → the customer; another's address is a 404. */
export async function POST(req: AuthenticatedMedusaRequest<V1AddressPayloadType>, res: MedusaResponse<{ customer: V1Customer }>) {
  await updateOwnAddress(req.scope, req.auth_context.actor_id, req.params.address_id, req.validatedBody)
  res.json({ customer: await readV1Customer(req.scope, req.auth_context.actor_id) })
}

/** DELETE /v1/store/customers/me/addresses/:address_id → the customer; another's address is a 404. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ customer: V1Customer }>) {
  await deleteOwnAddress(req.scope, req.auth_context.actor_id, req.params.address_id)
  res.json({ customer: await readV1Customer(req.scope, req.auth_context.actor_id) })
}

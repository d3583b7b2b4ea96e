import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deletePaymentSession, restartPaymentSession } from "../../../../../../../lib/payments/cart-payment-sessions"
import { readV1Cart } from "../../../../../../../lib/carts/read-cart"
import type { V1UpdatePaymentSession } from "../validators"

const payer = (req: AuthenticatedMedusaRequest) => ({ cartId: req.params.id, customerId: req.auth_context?.actor_id })

/** v1's `POST /store/carts/:id/payment-sessions/:provider_id` `{ data }` → `{ cart }`: the provider's session, started again with this data. */
export async function POST(req: AuthenticatedMedusaRequest<V1UpdatePaymentSession>, res: MedusaResponse) {
  await restartPaymentSession(req.scope, payer(req), req.params.provider_id, req.validatedBody.data)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

/** v1's `DELETE /store/carts/:id/payment-sessions/:provider_id` → `{ cart }`. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await deletePaymentSession(req.scope, payer(req), req.params.provider_id)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

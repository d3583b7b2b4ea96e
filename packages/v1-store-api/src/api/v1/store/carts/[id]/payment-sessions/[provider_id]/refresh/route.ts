import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { restartPaymentSession } from "../../../../../../../../lib/payments/cart-payment-sessions"
import { readV1Cart } from "../../../../../../../../lib/carts/read-cart"

/** v1's `POST /store/carts/:id/payment-sessions/:provider_id/refresh` → `{ cart }`: a new session of the provider in place of the old. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await restartPaymentSession(req.scope, { cartId: req.params.id, customerId: req.auth_context?.actor_id }, req.params.provider_id)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { startPaymentSessions } from "../../../../../../lib/payments/cart-payment-sessions"
import { readV1Cart } from "../../../../../../lib/carts/read-cart"

/** v1's `POST /store/carts/:id/payment-sessions` → `{ cart }`: the cart's payment collection and, when its region has one provider, that provider's session. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await startPaymentSessions(req.scope, { cartId: req.params.id, customerId: req.auth_context?.actor_id })
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

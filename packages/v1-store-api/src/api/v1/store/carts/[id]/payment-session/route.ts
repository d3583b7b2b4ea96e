import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { selectPaymentSession } from "../../../../../../lib/payments/cart-payment-sessions"
import { readV1Cart } from "../../../../../../lib/carts/read-cart"
import type { V1SelectPaymentSession } from "./validators"

/** v1's `POST /store/carts/:id/payment-session` `{ provider_id }` → `{ cart }`, its `payment_session` that provider's. */
export async function POST(req: AuthenticatedMedusaRequest<V1SelectPaymentSession>, res: MedusaResponse) {
  const payer = { cartId: req.params.id, customerId: req.auth_context?.actor_id }
  await selectPaymentSession(req.scope, payer, req.validatedBody.provider_id)
  res.json({ cart: await readV1Cart(req.scope, req.params.id) })
}

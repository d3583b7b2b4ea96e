import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

/**
 * Medusa v1 store paths whose meaning Medusa v2 does not have: each answers 501 with a message naming what
 * v2 does instead (docs/v1-api.md). Keyed by the route's method and path as Medusa matches it.
 */
const SWAPS = "Swaps are not in Medusa v2: a customer asks for a return with POST /store/orders/{id}/returns, and staff exchange items with an order exchange in the back office (POST /admin/exchanges)."
const ORDER_EDITS = "Order edits are made and confirmed by staff in Medusa v2 (POST /admin/order-edits); there is no store route to see, confirm or decline one."
const GIFT_CARDS = "Gift cards are not in Medusa v2's commerce modules: a discount is a promotion code, applied with POST /store/carts/{id}/promotions."
const SHIPPING_OPTIONS = "Medusa v2 offers and prices shipping options for a cart only: GET /store/shipping-options?cart_id={id} (on the v1 store API, GET /v1/store/shipping-options/{cart_id})."
const PAYMENT_METHODS = "Medusa v2 keeps no saved payment methods for a customer in its store API: a payment provider saves them with its own account holder (GET /store/payment-providers lists a region's providers)."
const ORDER_CLAIMS =
  "Medusa v2 claims a guest's order by an order transfer, one order at a time: the signed-in customer asks with POST /store/orders/{id}/transfer/request, and the transfer is accepted with its token by POST /store/orders/{id}/transfer/accept."
const PAYMENT_COLLECTIONS =
  "Medusa v1's payment collections paid for order edits, which Medusa v2 leaves to staff: v2's payment collections are a cart's, made with POST /store/payment-collections and paid through POST /store/payment-collections/{id}/payment-sessions."

export const NOT_IN_V2: Readonly<Record<string, string>> = {
  "POST /v1/store/swaps": SWAPS,
  "GET /v1/store/swaps/:cart_id": SWAPS,
  "GET /v1/store/order-edits/:id": ORDER_EDITS,
  "POST /v1/store/order-edits/:id/decline": ORDER_EDITS,
  "POST /v1/store/order-edits/:id/complete": ORDER_EDITS,
  "GET /v1/store/gift-cards/:code": GIFT_CARDS,
  "GET /v1/store/customers/me/payment-methods": PAYMENT_METHODS,
  "POST /v1/store/orders/batch/customer/token": ORDER_CLAIMS,
  "POST /v1/store/orders/customer/confirm": ORDER_CLAIMS,
  "GET /v1/store/payment-collections/:id": PAYMENT_COLLECTIONS,
  "POST /v1/store/payment-collections/:id/sessions": PAYMENT_COLLECTIONS,
  "POST /v1/store/payment-collections/:id/sessions/batch": PAYMENT_COLLECTIONS,
  "POST /v1/store/payment-collections/:id/sessions/batch/authorize": PAYMENT_COLLECTIONS,
  "POST /v1/store/payment-collections/:id/sessions/:session_id": PAYMENT_COLLECTIONS,
  "POST /v1/store/payment-collections/:id/sessions/:session_id/authorize": PAYMENT_COLLECTIONS,
  "GET /v1/store/shipping-options": SHIPPING_OPTIONS,
}

/** What a v1 path that v2 has no meaning for answers: 501 and the message naming v2's replacement. */
export function notInV2Answer(method: string, routePath: string): { status: 501; body: { type: "not_implemented"; message: string } } {
  const message = NOT_IN_V2[`${method.toUpperCase()} ${routePath}`]
  if (!message) throw new Error(`${method} ${routePath} is not a v1 path that v2 has no meaning for`)
  return { status: 501, body: { type: "not_implemented", message } }
}

/** The handler of such a path; a path not listed above fails when its route file loads, not on a request. */
export function notInV2Route(method: string, routePath: string) {
  const { status, body } = notInV2Answer(method, routePath)
  return async (_req: MedusaRequest, res: MedusaResponse<typeof body>) => {
    res.status(status).json(body)
  }
}

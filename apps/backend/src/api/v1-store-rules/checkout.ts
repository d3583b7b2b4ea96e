import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { idInStorePath } from "../../lib/http/store-path"
import { onePaymentChangeAtATimeFor } from "../../lib/checkout/one-payment-change-at-a-time"
import { slowDownOrderLookups } from "../../lib/order-lookup/slow-down-order-lookups"
import { onlyItsCustomer, onlyTheOrderOfItsCart } from "../../lib/ownership/only-its-customer"
import { OrderLookupBody } from "../store/orders/validators"

/**
 * v1's lookup names the order in its query (the plugin refuses any other parameter): v2's input rules for a
 * lookup (an order number, the email it was placed with) apply to it with the same 400s, before the throttle.
 */
function orderLookupInput(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const parsed = OrderLookupBody.safeParse(req.validatedQuery)
  if (!parsed.success) throw new MedusaError(MedusaError.Types.INVALID_DATA, parsed.error.issues[0].message)
  req.validatedQuery = parsed.data
  next()
}

const PAYMENT_SESSIONS = /^\/v1\/store\/carts\/[^/]+\/(payment-sessions(\/[^/]+(\/refresh)?)?|payment-session)\/?$/

// v1's payment sessions, completion and orders hold to what /store's cart, payment collection and order routes
// hold to. Ownership (onlyItsCustomer) and forgetting the cart's kept answers after a write are v1CartRoutes'
// (every route under one cart: carts.ts), listed before these in index.ts:
// regex matchers, which Medusa runs before plain paths and in this order.
export const v1CheckoutRoutes: MiddlewareRoute[] = [
  // One change to a cart's payment at a time, as on POST /store/payment-collections/:id/payment-sessions (the plugin's routes).
  { matcher: PAYMENT_SESSIONS, methods: ["POST", "DELETE"], middlewares: [onePaymentChangeAtATimeFor((req) => idInStorePath(req.path))] },
  {
    // v1's order lookup is v2's (POST /store/orders/lookup): the same input rules and the same throttle.
    matcher: "/v1/store/orders",
    methods: ["GET"],
    middlewares: [
      orderLookupInput,
      slowDownOrderLookups((req: MedusaRequest) => {
        const { display_id, email } = req.validatedQuery as OrderLookupBody
        return { orderNumber: display_id, email }
      }),
    ],
  },
  // A guest's order stays readable by its id; a customer's needs their session (as GET /store/orders/:id).
  { matcher: "/v1/store/orders/:id", methods: ["GET"], middlewares: [onlyItsCustomer("order")] },
  { matcher: "/v1/store/orders/cart/:cart_id", methods: ["GET"], middlewares: [onlyTheOrderOfItsCart((req) => req.params.cart_id)] },
]

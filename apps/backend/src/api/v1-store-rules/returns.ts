import { type MiddlewareRoute, authenticate } from "@medusajs/framework/http"
import { oneReturnRequestAtATimeFor } from "../../lib/returns/one-return-request-at-a-time"

/**
 * A customer's returns, as POST /store/orders/:id/returns: the signed-in customer's (a regex matcher, so the session
 * is required before the plugin validates the body), of their own order (404 for any other), one request of an order
 * at a time (after the plugin's validation: the order is named in the body).
 */
export const v1ReturnRoutes: MiddlewareRoute[] = [
  { matcher: /^\/v1\/store\/returns\/?$/, methods: ["POST"], middlewares: [authenticate("customer", ["session", "bearer"])] },
  {
    matcher: "/v1/store/returns",
    methods: ["POST"],
    middlewares: [oneReturnRequestAtATimeFor((req) => (req.validatedBody as { order_id: string }).order_id)],
  },
]

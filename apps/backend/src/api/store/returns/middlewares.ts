import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"

/**
 * Medusa's POST /store/returns lets anyone holding an order's id make a return of it, and even mark it
 * received (`receive_now`). A customer requests a return on their order instead, signed in:
 * POST /store/orders/:id/returns, which runs the same Medusa workflow.
 */
function refuseUnownedReturns(_req: MedusaRequest, res: MedusaResponse, _next: MedusaNextFunction) {
  res.status(404).json({
    type: "not_found",
    message: "Returns are requested on the order, signed in as its customer: POST /store/orders/{id}/returns",
  })
}

export const storeReturnRoutes: MiddlewareRoute[] = [
  { matcher: "/store/returns", methods: ["POST"], middlewares: [refuseUnownedReturns] },
]

import type { MiddlewareRoute } from "@medusajs/framework/http"
import { onlyItsCustomer } from "../../utils/only-its-customer"

export const storeOrderRoutes: MiddlewareRoute[] = [
  // A guest's order stays readable by its id (the confirmation page); a customer's needs their session.
  { matcher: "/store/orders/:id", methods: ["GET"], middlewares: [onlyItsCustomer("order")] },
]

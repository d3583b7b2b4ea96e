import type { MiddlewareRoute } from "@medusajs/framework/http"
import { textNameOfNewStockLocation, textNameOfStockLocationUpdate } from "../../../lib/admin/stock-location-name"

// Regex matchers, which Medusa runs before its own validators (plain paths) see the body.
export const adminStockLocationRoutes: MiddlewareRoute[] = [
  { matcher: /^\/admin\/stock-locations\/?$/, methods: ["POST"], middlewares: [textNameOfNewStockLocation] },
  { matcher: /^\/admin\/stock-locations\/[^/]+\/?$/, methods: ["POST"], middlewares: [textNameOfStockLocationUpdate] },
]

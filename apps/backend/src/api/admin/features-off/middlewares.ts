import type { MiddlewareRoute } from "@medusajs/framework/http"
import { absentWithoutIndexModule, absentWithoutRbac } from "../../../lib/http/features-off"

// Regex matchers, which Medusa runs before its own middlewares and routes for these paths.
export const adminFeaturesOffRoutes: MiddlewareRoute[] = [
  { matcher: /^\/admin\/rbac\/roles\/[^/]+\/?$/, methods: ["GET", "POST", "DELETE"], middlewares: [absentWithoutRbac] },
  { matcher: /^\/admin\/index(\/.*)?$/, methods: ["GET", "POST"], middlewares: [absentWithoutIndexModule] },
]

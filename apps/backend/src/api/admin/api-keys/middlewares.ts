import type { MiddlewareRoute } from "@medusajs/framework/http"
import { onlyAKnownApiKey } from "../../../lib/admin/known-api-key"

export const adminApiKeyRoutes: MiddlewareRoute[] = [
  { matcher: "/admin/api-keys/:id/sales-channels", methods: ["POST"], middlewares: [onlyAKnownApiKey] },
]

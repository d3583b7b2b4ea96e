import { type MiddlewareRoute, applyLocale, authenticate } from "@medusajs/framework/http"
import { honourIdempotencyKey } from "../../lib/http/honour-idempotency-key"
import { storeFieldBoundary } from "../../lib/http/public-field-boundary"
import { ensurePublishableApiKey } from "@leafline/medusa-internals"
import { v1ReturnRoutes } from "./returns"
import { v1CartRoutes } from "./carts"
import { v1CheckoutRoutes } from "./checkout"
import { v1AuthAndCustomerRoutes } from "./customers"

/**
 * The v1 store API (/v1/store, for clients built on Medusa v1) holds to what Medusa's router and our global
 * middlewares apply to /store: CORS for the store's origins (the v1 plugin's v1StoreCors, which Medusa runs before
 * these), the publishable key (and its sales channels), the customer's session or
 * bearer token when there is one, the locale, the public field boundary and idempotency keys. The request
 * gate, the foreign-write refusal (lib/http/write-origin.ts lists /v1/store as JSON-only) and the error
 * handler cover every path, those of the v1 plugin (packages/v1-store-api) too: Medusa sorts a plugin's routes
 * and the app's middlewares into one router.
 */
const storeGates: MiddlewareRoute = {
  matcher: "/v1/store",
  middlewares: [
    ensurePublishableApiKey,
    authenticate("customer", ["bearer", "session"], { allowUnauthenticated: true }),
    applyLocale,
    storeFieldBoundary,
    honourIdempotencyKey,
  ],
}

export const v1StoreRoutes: MiddlewareRoute[] = [
  storeGates,
  ...v1ReturnRoutes,
  ...v1CartRoutes,
  ...v1CheckoutRoutes,
  ...v1AuthAndCustomerRoutes,
]

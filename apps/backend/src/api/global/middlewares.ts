import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgetEndedSessions } from "../../lib/auth/forget-ended-sessions"
import { honourIdempotencyKey } from "../../lib/http/honour-idempotency-key"
import { refuseForeignWrites } from "../../lib/http/refuse-foreign-writes"
import { refuseFlawedBodies } from "../../lib/http/refuse-flawed-bodies"
import { storeFieldBoundary } from "../../lib/http/public-field-boundary"

// Global middlewares (no methods): Medusa runs them after parsing the body, before every route's own.
// What must be checked before anything reads the request runs earlier, in lib/http/request-gate.ts.
export const globalRoutes: MiddlewareRoute[] = [
  { matcher: "/", middlewares: [refuseForeignWrites, refuseFlawedBodies, forgetEndedSessions] },
  { matcher: "/store", middlewares: [storeFieldBoundary, honourIdempotencyKey] },
]

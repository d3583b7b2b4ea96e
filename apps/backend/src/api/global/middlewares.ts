import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgetEndedSessions } from "./forget-ended-sessions"
import { honourIdempotencyKey } from "./idempotency-key"
import { refuseForeignWrites } from "./refuse-foreign-writes"
import { refuseFlawedBodies } from "./refuse-flawed-bodies"
import { storeFieldBoundary } from "./public-field-boundary"

// Global middlewares (no methods): Medusa runs them after parsing the body, before every route's own.
// What must be checked before anything reads the request runs earlier, in lib/http/request-gate.ts.
export const globalRoutes: MiddlewareRoute[] = [
  { matcher: "/", middlewares: [refuseForeignWrites, refuseFlawedBodies, forgetEndedSessions] },
  { matcher: "/store", middlewares: [storeFieldBoundary, honourIdempotencyKey] },
]

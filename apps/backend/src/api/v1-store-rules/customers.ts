import {
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
  authenticate,
} from "@medusajs/framework/http"
import { endThisSession } from "../../lib/auth/end-this-session"
import { countWrongCurrentPasswords } from "../../lib/auth/count-wrong-current-passwords"
import { refuseWeakPassword } from "../../lib/auth/refuse-weak-password"
import { slowDownFailedSignInsAs } from "../../lib/auth/slow-down-failed-sign-ins"
import { slowDownResetRequestsFor } from "../../lib/auth/slow-down-reset-requests"
import { productStoreMiddlewares } from "../../lib/seller-stores/seller-store-fields"
import { slowDownEmailLookups } from "../../lib/auth/slow-down-email-lookups"
import { resetTokenOfBody, takeTurnsWithResetToken } from "../../lib/auth/reset-token-turns"
import { storeCustomerRoutes } from "../store/customers/middlewares"

type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown

/** A customer's own session or bearer token is required, as on v2's /store/customers/me* and /auth/session. */
const signedInCustomer = authenticate("customer", ["session", "bearer"])

const SIGNED_IN_PLUGIN_ROUTES = /^\/v1\/store\/customers\/me\/(addresses(\/[^/]+)?|orders)\/?$/
/** A profile update: the session before the plugin's validation of the body, as before any of v2's rules. */
const SIGNED_IN_PROFILE = /^\/v1\/store\/customers\/me\/?$/

/** v1's sign-ins are a customer's: counted with those on /auth/customer/emailpass. */
const slowDownFailedCustomerSignIns = slowDownFailedSignInsAs(() => "customer")

/** A profile update that sets a new password goes through v2's password-change rules; one that does not, through none of them. */
const whenChangingPassword =
  (middleware: Middleware): Middleware =>
  (req, res, next) =>
    (req.body as { password?: unknown } | undefined)?.password === undefined ? next() : middleware(req, res, next)

/** The v2 favourites routes (api/store/customers/middlewares.ts), under /v1/store as they are. */
const favouriteRoutes: MiddlewareRoute[] = storeCustomerRoutes
  .filter((route) => typeof route.matcher === "string" && route.matcher.includes("favorite-product"))
  .map((route) => ({ ...route, matcher: `/v1${route.matcher}` }))

/**
 * The v1 customer auth and account routes (/v1/store/auth*, /v1/store/customers*), with the rules of their v2 paths.
 * The v1 plugin validates their query and body first (Medusa runs a plugin's middlewares of a path before the
 * app's); the session is required by regex matchers where it must come before that validation.
 */
export const v1AuthAndCustomerRoutes: MiddlewareRoute[] = [
  { matcher: "/v1/store/auth", methods: ["POST"], middlewares: [slowDownFailedCustomerSignIns] },
  { matcher: "/v1/store/auth", methods: ["GET"], middlewares: [signedInCustomer] },
  { matcher: "/v1/store/auth", methods: ["DELETE"], middlewares: [signedInCustomer, endThisSession] },
  { matcher: "/v1/store/auth/token", methods: ["POST"], middlewares: [slowDownFailedCustomerSignIns] },
  // The plugin's GET /v1/store/auth/:email, after its query validation.
  { matcher: "/v1/store/auth/:email", methods: ["GET"], middlewares: [slowDownEmailLookups] },
  { matcher: "/v1/store/customers", methods: ["POST"], middlewares: [refuseWeakPassword] },
  { matcher: "/v1/store/customers/me", methods: ["GET"], middlewares: [signedInCustomer] },
  { matcher: SIGNED_IN_PROFILE, methods: ["POST"], middlewares: [signedInCustomer] },
  {
    matcher: "/v1/store/customers/me",
    methods: ["POST"],
    middlewares: [whenChangingPassword(refuseWeakPassword), whenChangingPassword(countWrongCurrentPasswords as Middleware)],
  },
  // The plugin's addresses and orders of the signed-in customer (it validates their bodies and queries): a regex
  // matcher, so the session is required before anything else, as on v2's /store/customers/me*.
  { matcher: SIGNED_IN_PLUGIN_ROUTES, methods: ["GET", "POST", "DELETE"], middlewares: [signedInCustomer] },
  {
    matcher: "/v1/store/customers/password-token",
    methods: ["POST"],
    middlewares: [slowDownResetRequestsFor((req) => ({ actorType: "customer", identifier: (req.body as { email?: unknown }).email }))],
  },
  // The uses of one reset token take turns, as on /auth/customer/emailpass/update: one of them sets a password.
  {
    matcher: "/v1/store/customers/password-reset",
    methods: ["POST"],
    middlewares: [refuseWeakPassword, takeTurnsWithResetToken(resetTokenOfBody)],
  },
  { matcher: "/v1/store/customers/list-favorite-products", methods: ["GET"], middlewares: productStoreMiddlewares },
  ...favouriteRoutes,
]

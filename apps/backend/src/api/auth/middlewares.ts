import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { authProviderOf } from "../../lib/auth/auth-provider-path"
import { nameSignInOfCookieSession } from "../../lib/auth/cookie-session-sign-in"
import { keepRefreshWithinSignIn } from "../../lib/auth/refresh-within-sign-in"
import { onPasswordReset } from "./on-password-reset"
import { endThisSession } from "../../lib/auth/end-this-session"
import { refuseInheritedActorTypes } from "../../lib/auth/refuse-inherited-actor-types"
import { refuseWeakPassword } from "../../lib/auth/refuse-weak-password"
import { resetTokenOfHeader, takeTurnsWithResetToken } from "../../lib/auth/reset-token-turns"
import { slowDownFailedSignIns } from "../../lib/auth/slow-down-failed-sign-ins"
import { slowDownResetRequests } from "../../lib/auth/slow-down-reset-requests"

type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown

/**
 * Medusa's auth routes take the provider as a path parameter, which Express decodes: a literal
 * `emailpass` in a matcher would let /auth/customer/email%70ass through. So these match any provider
 * and act on the email-and-password one once decoded.
 */
const forEmailPass =
  (middleware: Middleware): Middleware =>
  (req, res, next) =>
    authProviderOf(req.path) === "emailpass" ? middleware(req, res, next) : next()

// Regex matchers run before Medusa's own middlewares on these routes; on /update that matters, as
// Medusa's check of the reset token uses the token up.
// One email-and-password identity serves every actor type (a customer's password also answers on
// /auth/user/emailpass), so these guard every actor type, not only /auth/customer/*.
export const authRoutes: MiddlewareRoute[] = [
  // Every route with an actor type, before Medusa's check of it.
  { matcher: /^\/auth\/[^/]+\/[^/]+/, middlewares: [refuseInheritedActorTypes] },
  {
    // Registering, and completing a password reset (the reset token in the Authorization header).
    matcher: /^\/auth\/[^/]+\/[^/]+\/(register|update)\/?$/,
    methods: ["POST"],
    middlewares: [forEmailPass(refuseWeakPassword)],
  },
  {
    // Completing a password reset: the uses of one reset token take turns, so it sets one password.
    matcher: /^\/auth\/[^/]+\/[^/]+\/update\/?$/,
    methods: ["POST"],
    middlewares: [forEmailPass(takeTurnsWithResetToken(resetTokenOfHeader))],
  },
  {
    // Sign-in. Medusa's GET route signs in too, from a JSON body if one is sent.
    matcher: /^\/auth\/[^/]+\/[^/]+\/?$/,
    methods: ["GET", "POST"],
    middlewares: [forEmailPass(slowDownFailedSignIns)],
  },
  {
    // Asking for a reset link.
    matcher: /^\/auth\/[^/]+\/[^/]+\/reset-password\/?$/,
    methods: ["POST"],
    middlewares: [forEmailPass(slowDownResetRequests)],
  },
  {
    // A path matcher, unlike those above: it runs after Medusa's own check of the reset token.
    matcher: "/auth/:actor_type/:auth_provider/update",
    methods: ["POST"],
    middlewares: [forEmailPass(onPasswordReset)],
  },
  // Sign-out; a regex matcher, to run before Medusa's check for a cookie session.
  { matcher: /^\/auth\/session\/?$/, methods: ["DELETE"], middlewares: [endThisSession] },
  // Path matchers, to run after Medusa's check of the session that asks.
  { matcher: "/auth/session", methods: ["POST"], middlewares: [nameSignInOfCookieSession] },
  { matcher: "/auth/token/refresh", methods: ["POST"], middlewares: [keepRefreshWithinSignIn] },
]

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { authActorTypeOf } from "./auth-provider-path"
import { resetRequestKey, tooManyResetRequestsMessage } from "./reset-request-throttle"
import { countAnsweredRequests } from "../http/count-answered-requests"
import { requestClient } from "../http/request-client"

/**
 * Slows down requests for a reset link (see lib/auth/reset-request-throttle.ts): each one Medusa answers is
 * counted, and once there are too many for the email from this client, a request is a 429 with
 * Retry-After and no email is sent (lib/http/count-answered-requests.ts).
 */
export const slowDownResetRequests = slowDownResetRequestsFor((req) => ({
  actorType: authActorTypeOf(req.path) ?? "",
  identifier: (req.body as { identifier?: unknown } | undefined)?.identifier,
}))

/**
 * The same throttle for a route that names the actor type and the email otherwise (the v1 store API's
 * POST /v1/store/customers/password-token takes a customer's `email`): its requests count with those on
 * /auth/:actor_type/emailpass/reset-password.
 */
export function slowDownResetRequestsFor(resetOf: (req: MedusaRequest) => { actorType: string; identifier: unknown }) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const { actorType, identifier } = resetOf(req)
    const key = resetRequestKey(actorType, identifier, requestClient(req))
    if (!key) return next()
    // Medusa answers a bare 201 (no JSON): countAnsweredRequests reads the status once the answer has gone.
    return countAnsweredRequests(req, res, next, { key, bookkeeping: "Counting a password-reset request", tooManyMessage: tooManyResetRequestsMessage })
  }
}

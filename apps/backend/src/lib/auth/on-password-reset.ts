import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { announcePasswordChange } from "./password-changed"
import { endEverySession } from "./sessions"
import { LIFT_TTL_SECONDS, signInLiftKey } from "./sign-in-throttle"

/**
 * A password reset (POST /auth/:actor_type/emailpass/update) ends every session of the identity, and
 * lifts the failed sign-ins counted for its email: whoever guessed at the old password, the owner
 * signs in with the new one. It runs once Medusa has checked (and used up) the reset token, before the
 * new password is set: ending the sessions after the answer would race the sign-in that follows a
 * reset, whose new token must stay valid. A customer's reset is announced (the password-changed email) once
 * Medusa has answered that the new password is set, and only then.
 */
export async function onPasswordReset(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  // Medusa's check of the token sets the auth context to the identity it resets, and its email.
  const context = (req as Partial<AuthenticatedMedusaRequest>).auth_context
  if (context?.auth_identity_id) {
    await beforeNewPassword(req.scope, { authIdentityId: context.auth_identity_id, email: context.actor_id })
    if (req.params.actor_type === "customer") {
      const change = { authIdentityId: context.auth_identity_id, email: context.actor_id }
      res.once("finish", () => {
        if (res.statusCode === 200) void announcePasswordChange(req.scope, change)
      })
    }
  }
  next()
}

/**
 * What a reset does before the new password is set, once the reset token has been checked: every session
 * of the identity ends and the failed sign-ins counted for its email are lifted.
 */
export async function beforeNewPassword(container: MedusaContainer, reset: { authIdentityId: string; email: string }) {
  await Promise.all([
    endEverySession(container, reset.authIdentityId),
    container.resolve(Modules.CACHE).set(signInLiftKey(reset.email), Date.now(), LIFT_TTL_SECONDS),
  ])
}

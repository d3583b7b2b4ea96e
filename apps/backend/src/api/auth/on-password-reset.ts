import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { announcePasswordChangeWorkflow } from "../../workflows/auth/announce-password-change"
import { beforeNewPasswordWorkflow } from "../../workflows/auth/before-new-password"

/**
 * A password reset (POST /auth/:actor_type/emailpass/update) ends every session of the identity, and
 * lifts the failed sign-ins counted for its email (workflows/auth/before-new-password.ts). It runs once Medusa
 * has checked (and used up) the reset token, before the new password is set: ending the sessions after the
 * answer would race the sign-in that follows a reset, whose new token must stay valid. A customer's reset is
 * announced (the password-changed email) once Medusa has answered that the new password is set, and only then.
 */
export async function onPasswordReset(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  // Medusa's check of the token sets the auth context to the identity it resets, and its email.
  const context = (req as Partial<AuthenticatedMedusaRequest>).auth_context
  if (context?.auth_identity_id) {
    const change = { authIdentityId: context.auth_identity_id, email: context.actor_id }
    await beforeNewPasswordWorkflow(req.scope).run({ input: change })
    if (req.params.actor_type === "customer") {
      res.once("finish", () => {
        // The announcement logs its own failure; the answer has gone either way.
        if (res.statusCode === 200) void announcePasswordChangeWorkflow(req.scope).run({ input: change, throwOnError: false })
      })
    }
  }
  next()
}

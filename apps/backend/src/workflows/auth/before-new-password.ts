import { createWorkflow, parallelize, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { endEverySessionStep } from "./steps/end-every-session"
import { liftFailedSignInsStep } from "./steps/lift-failed-sign-ins"
import type { PasswordChange } from "./steps/password-change"

/**
 * A password reset (POST /auth/:actor_type/emailpass/update, v1's POST /store/customers/password-reset) once the
 * reset token has been checked and used up, before the new password is set: every session of the identity ends
 * and the failed sign-ins counted for its email are lifted. Its input holds no token and no password.
 */
export const beforeNewPasswordWorkflow = createWorkflow("leafline-before-new-password", (reset: PasswordChange) => {
  parallelize(endEverySessionStep(reset), liftFailedSignInsStep(reset))
  return new WorkflowResponse(undefined)
})

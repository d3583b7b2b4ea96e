import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { announcePasswordChangeStep } from "./steps/announce-password-change"
import type { PasswordChange } from "./steps/password-change"

/** A customer's reset password, once it is set (POST /auth/customer/emailpass/update, v1's password reset): announced. */
export const announcePasswordChangeWorkflow = createWorkflow("leafline-announce-password-change", (change: PasswordChange) => {
  announcePasswordChangeStep(change)
  return new WorkflowResponse(undefined)
})

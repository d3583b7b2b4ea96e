import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { announcePasswordChangeStep } from "./steps/announce-password-change"
import { endEverySessionStep } from "./steps/end-every-session"
import type { PasswordChange } from "./steps/password-change"

/**
 * What follows a customer's password change (POST /store/customers/me/password, v1's POST /store/customers/me),
 * once @leafline/customer-auth's changePassword has set it: every session of the account ends, this one too, and
 * the change is announced. Its input names the identity and its email, never a password.
 */
export const afterPasswordChangeWorkflow = createWorkflow("leafline-after-password-change", (change: PasswordChange) => {
  endEverySessionStep(change)
  announcePasswordChangeStep(change)
  return new WorkflowResponse(undefined)
})

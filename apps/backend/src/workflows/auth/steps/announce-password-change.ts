import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { announcePasswordChange } from "../../../lib/auth/password-changed"
import type { PasswordChange } from "./password-change"

/** The password-changed event, once a customer's new password is set; a failure to emit is logged, not thrown. */
export const announcePasswordChangeStep = createStep("announce-password-change", async (change: PasswordChange, { container }) => {
  await announcePasswordChange(container, change)
  return new StepResponse(undefined)
})

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { endEverySession } from "../../../lib/auth/sessions"
import type { PasswordChange } from "./password-change"

/** Every session of the identity issued until now is refused (lib/auth/sessions.ts). */
export const endEverySessionStep = createStep("end-every-session", async ({ authIdentityId }: PasswordChange, { container }) => {
  await endEverySession(container, authIdentityId)
  return new StepResponse(undefined)
})

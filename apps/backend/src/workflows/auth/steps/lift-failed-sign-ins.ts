import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { LIFT_TTL_SECONDS, signInLiftKey } from "../../../lib/auth/sign-in-throttle"
import type { PasswordChange } from "./password-change"

/** The failed sign-ins counted for the email are lifted: whoever guessed at the old password, the owner signs in with the new one. */
export const liftFailedSignInsStep = createStep("lift-failed-sign-ins", async ({ email }: PasswordChange, { container }) => {
  await container.resolve(Modules.CACHE).set(signInLiftKey(email), Date.now(), LIFT_TTL_SECONDS)
  return new StepResponse(undefined)
})

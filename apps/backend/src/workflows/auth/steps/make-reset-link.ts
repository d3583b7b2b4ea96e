import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { makeResetLink, type ResetLinkRequest } from "../../../lib/auth/make-reset-link"

/** A reset link stored and mailed, for an email with an account; nothing, and no failure, for one without. */
export const makeResetLinkStep = createStep("make-reset-link", async (request: ResetLinkRequest, { container }) => {
  await makeResetLink(container, request)
  return new StepResponse(undefined)
})

import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { ResetLinkRequest } from "../../lib/auth/make-reset-link"
import { makeResetLinkStep } from "./steps/make-reset-link"

/**
 * A reset link asked for (POST /auth/:actor_type/:auth_provider/reset-password, v1's POST
 * /store/customers/password-token), run once the answer has gone (@leafline/customer-auth's afterAnswering). Its
 * input is the email and actor type; Medusa's token workflow, which its step runs, is given the signing secret
 * from the config there, not here.
 */
export const makeResetLinkWorkflow = createWorkflow("leafline-make-reset-link", (request: ResetLinkRequest) => {
  makeResetLinkStep(request)
  return new WorkflowResponse(undefined)
})

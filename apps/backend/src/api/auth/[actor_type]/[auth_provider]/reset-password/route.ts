import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { afterAnswering } from "@leafline/customer-auth"
import { makeResetLinkWorkflow } from "../../../../../workflows/auth/make-reset-link"

type ResetPasswordBody = { identifier: string; metadata?: Record<string, unknown> }

/**
 * POST /auth/:actor_type/:auth_provider/reset-password `{ identifier }` → 201 with no body, as Medusa's route
 * answers; the link is made once the answer has gone, so that the answer takes the same time whether the
 * email has an account or not (lib/auth/make-reset-link.ts).
 */
export async function POST(req: MedusaRequest<ResetPasswordBody>, res: MedusaResponse) {
  const { actor_type, auth_provider } = req.params
  const { identifier, metadata } = req.validatedBody
  afterAnswering(res, req.scope, "Making a reset link", () =>
    makeResetLinkWorkflow(req.scope).run({ input: { entityId: identifier, actorType: actor_type, provider: auth_provider, metadata } }),
  )
  res.sendStatus(201)
}

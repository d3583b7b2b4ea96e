import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { afterAnswering } from "../../../../../lib/http/after-answering"
import { requestCustomerPasswordReset } from "../../../../../lib/v1/auth/reset-password"
import type { V1StorePostPasswordTokenType } from "@leafline/v1-store-api/api/v1/store/customers/validators"

/**
 * POST /v1/store/customers/password-token `{ email }`: mails a reset link if the email has an account; answers
 * 204 either way, as v1 did, before the link is made, so that the answer takes the same time either way.
 */
export async function POST(req: MedusaRequest<V1StorePostPasswordTokenType>, res: MedusaResponse) {
  afterAnswering(res, req.scope, "Making a reset link", () => requestCustomerPasswordReset(req.scope, req.validatedBody.email))
  res.sendStatus(204)
}

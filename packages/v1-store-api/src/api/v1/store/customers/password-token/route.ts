import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { afterAnswering } from "@leafline/customer-auth"
import { runShopWorkflow, SHOP_WORKFLOWS } from "../../../../../lib/shop-workflows"
import type { V1StorePostPasswordTokenType } from "../validators"

/**
 * POST /v1/store/customers/password-token `{ email }`: mails a reset link if the email has an account, as
 * POST /auth/customer/emailpass/reset-password does (the shop's workflow leafline-make-reset-link); answers 204
 * either way, as v1 did, before the link is made, so that the answer takes the same time either way.
 */
export async function POST(req: MedusaRequest<V1StorePostPasswordTokenType>, res: MedusaResponse) {
  const request = { entityId: req.validatedBody.email, actorType: "customer", provider: "emailpass" }
  afterAnswering(res, req.scope, "Making a reset link", () => runShopWorkflow(req.scope, SHOP_WORKFLOWS.makeResetLink, request))
  res.sendStatus(204)
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { changePassword } from "../../../../../lib/auth/change-password"
import type { PasswordChangeRequest } from "../../../../../lib/auth/count-wrong-current-passwords"
import { announcePasswordChange } from "../../../../../lib/auth/password-changed"
import { endEverySession } from "../../../../../lib/auth/sessions"
import { readV1Customer } from "@leafline/v1-store-api/lib/customers/read-customer"
import { refuseImpossibleChanges, updateV1Customer } from "@leafline/v1-store-api/lib/customers/update-customer"
import type { V1Customer } from "@leafline/v1-store-api/lib/views/customer"
import type { V1StorePostCustomersMeType } from "@leafline/v1-store-api/api/v1/store/customers/validators"

/** GET /v1/store/customers/me: the signed-in customer. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ customer: V1Customer }>) {
  res.json({ customer: await readV1Customer(req.scope, req.auth_context.actor_id) })
}

/**
 * POST /v1/store/customers/me: names, phone, metadata, billing address and password, as v1 took them. A
 * new password is changed as POST /store/customers/me/password changes it (the current one checked and its
 * wrong guesses counted, then every session of the account ends, this one too).
 */
export async function POST(req: AuthenticatedMedusaRequest<V1StorePostCustomersMeType>, res: MedusaResponse<{ customer: V1Customer }>) {
  const customerId = req.auth_context.actor_id
  const { password, current_password, ...changes } = req.validatedBody
  await refuseImpossibleChanges(req.scope, customerId, changes)
  if (password !== undefined) {
    const email = (req as PasswordChangeRequest).passwordSignInEmail
    await changePassword(req.scope.resolve(Modules.AUTH), { email, currentPassword: current_password!, newPassword: password })
    await endEverySession(req.scope, req.auth_context.auth_identity_id)
    await announcePasswordChange(req.scope, { authIdentityId: req.auth_context.auth_identity_id, email })
  }
  await updateV1Customer(req.scope, customerId, changes)
  res.json({ customer: await readV1Customer(req.scope, customerId) })
}

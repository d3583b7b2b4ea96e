import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { changePassword, type PasswordChangeRequest } from "@leafline/customer-auth"
import { readV1Customer } from "../../../../../lib/customers/read-customer"
import { refuseImpossibleChanges, updateV1Customer } from "../../../../../lib/customers/update-customer"
import { runShopWorkflow, SHOP_WORKFLOWS } from "../../../../../lib/shop-workflows"
import type { V1Customer } from "../../../../../lib/views/customer"
import type { V1StorePostCustomersMeType } from "../validators"

/** GET /v1/store/customers/me: the signed-in customer. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ customer: V1Customer }>) {
  res.json({ customer: await readV1Customer(req.scope, req.auth_context.actor_id) })
}

/**
 * POST /v1/store/customers/me: names, phone, metadata, billing address and password, as v1 took them. A
 * new password is changed as POST /store/customers/me/password changes it (the current one checked, its
 * wrong guesses counted by the back end's rules, then the shop's workflow ends every session of the account,
 * this one too, and announces the change).
 */
export async function POST(req: AuthenticatedMedusaRequest<V1StorePostCustomersMeType>, res: MedusaResponse<{ customer: V1Customer }>) {
  const customerId = req.auth_context.actor_id
  const { password, current_password, ...changes } = req.validatedBody
  await refuseImpossibleChanges(req.scope, customerId, changes)
  if (password !== undefined) {
    const email = (req as unknown as PasswordChangeRequest).passwordSignInEmail
    await changePassword(req.scope.resolve(Modules.AUTH), { email, currentPassword: current_password!, newPassword: password })
    await runShopWorkflow(req.scope, SHOP_WORKFLOWS.afterPasswordChange, { authIdentityId: req.auth_context.auth_identity_id, email })
  }
  await updateV1Customer(req.scope, customerId, changes)
  res.json({ customer: await readV1Customer(req.scope, customerId) })
}

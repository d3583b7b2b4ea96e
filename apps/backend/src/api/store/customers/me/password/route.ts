import type { MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { changePassword, type PasswordChangeRequest } from "@leafline/customer-auth"
import { afterPasswordChangeWorkflow } from "../../../../../workflows/auth/after-password-change"
import type { ChangePasswordBody } from "../../validators"

/**
 * POST /store/customers/me/password `{ current_password, new_password }` → `{ success: true }`. Every
 * session of the account ends with the old password, this one too: the caller signs in with the new one.
 */
export async function POST(req: PasswordChangeRequest, res: MedusaResponse<{ success: true }>) {
  const body = req.validatedBody as ChangePasswordBody
  await changePassword(req.scope.resolve(Modules.AUTH), {
    email: req.passwordSignInEmail,
    currentPassword: body.current_password,
    newPassword: body.new_password,
  })
  await afterPasswordChangeWorkflow(req.scope).run({ input: { authIdentityId: req.auth_context.auth_identity_id, email: req.passwordSignInEmail } })
  res.json({ success: true })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { changePassword } from "../../../../../lib/auth/change-password"
import type { ChangePasswordBody } from "../../validators"

/** POST /store/customers/me/password `{ current_password, new_password }` → `{ success: true }`. */
export async function POST(req: AuthenticatedMedusaRequest<ChangePasswordBody>, res: MedusaResponse<{ success: true }>) {
  await changePassword(req.scope.resolve(Modules.AUTH), {
    authIdentityId: req.auth_context.auth_identity_id,
    currentPassword: req.validatedBody.current_password,
    newPassword: req.validatedBody.new_password,
  })
  res.json({ success: true })
}

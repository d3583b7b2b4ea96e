import type { MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { changePassword } from "../../../../../lib/auth/change-password"
import type { PasswordChangeRequest } from "../../count-wrong-current-passwords"
import type { ChangePasswordBody } from "../../validators"

/** POST /store/customers/me/password `{ current_password, new_password }` → `{ success: true }`. */
export async function POST(req: PasswordChangeRequest, res: MedusaResponse<{ success: true }>) {
  const body = req.validatedBody as ChangePasswordBody
  await changePassword(req.scope.resolve(Modules.AUTH), {
    email: req.passwordSignInEmail,
    currentPassword: body.current_password,
    newPassword: body.new_password,
  })
  res.json({ success: true })
}

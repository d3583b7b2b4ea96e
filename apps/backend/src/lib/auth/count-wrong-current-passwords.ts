import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { passwordSignInEmail, type PasswordChangeRequest } from "@leafline/customer-auth"
import { signInThrottleKeys } from "./sign-in-throttle"
import { requestClient } from "../http/request-client"
import { countPasswordAttempts } from "./slow-down-failed-sign-ins"

/**
 * A wrong current password on the password change counts as a failed sign-in for the account's email,
 * so a borrowed session cannot be used to guess the password faster than the sign-in page allows.
 */
export async function countWrongCurrentPasswords(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = await passwordSignInEmail(req.scope.resolve(Modules.AUTH), req.auth_context.auth_identity_id)
  ;(req as PasswordChangeRequest).passwordSignInEmail = email
  const keys = signInThrottleKeys("customer", email, requestClient(req))!
  await countPasswordAttempts(req, res, next, keys, (status) => status === 400)
}

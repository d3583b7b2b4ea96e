import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { signInThrottleKey } from "../../../lib/auth/sign-in-throttle"
import { countPasswordAttempts } from "../../auth/slow-down-failed-sign-ins"

/**
 * A wrong current password on the password change counts as a failed sign-in for the account's email,
 * so a borrowed session cannot be used to guess the password faster than the sign-in page allows.
 */
export async function countWrongCurrentPasswords(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const [identity] = await req.scope
    .resolve(Modules.AUTH)
    .listProviderIdentities({ auth_identity_id: req.auth_context.auth_identity_id, provider: "emailpass" }, { select: ["entity_id"] })
  const key = signInThrottleKey(identity?.entity_id)
  if (!key) return next()
  await countPasswordAttempts(req, res, next, key, (status) => status === 400)
}

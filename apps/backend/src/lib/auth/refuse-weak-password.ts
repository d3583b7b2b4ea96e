import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { unmetPasswordRules } from "@leafline/shop-contract"

/**
 * Medusa's email-and-password provider takes any password when an identity registers or resets its
 * password: a `password` in the body that breaks our rules is a 400 naming them. It runs before
 * Medusa checks a reset token, which that check uses up: a refused password leaves the token usable.
 */
export function refuseWeakPassword(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const unmet = unmetPasswordRules((req.body as { password?: unknown } | undefined)?.password)
  if (unmet.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, unmet.join(" "))
  next()
}

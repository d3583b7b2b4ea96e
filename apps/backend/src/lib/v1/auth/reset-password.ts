import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { beforeNewPassword } from "../../auth/on-password-reset"
import { announcePasswordChange } from "../../auth/password-changed"
import { inTurnWithResetToken } from "../../auth/reset-token-turns"
import { accountEmail } from "@leafline/shop-contract"
import { validateResetToken } from "@leafline/medusa-internals"
import { resetTokenEmail } from "@leafline/v1-store-api/lib/auth/reset-token-email"

const INVALID_TOKEN = "Invalid or expired password reset token."

interface ResetContext {
  auth_identity_id: string
  actor_id: string
}

/** Medusa's own check of a reset token (a reset token, for a customer, used up once it passes). */
async function checkResetToken(scope: MedusaContainer, token: string): Promise<ResetContext> {
  const request = {
    scope,
    params: { actor_type: "customer", auth_provider: "emailpass" },
    headers: { authorization: `Bearer ${token}` },
  } as { auth_context?: ResetContext } & Record<string, unknown>
  await new Promise<void>((resolve, reject) =>
    Promise.resolve(validateResetToken()(request as never, {} as never, (error?: unknown) => (error ? reject(error) : resolve()))).catch(reject),
  )
  if (!request.auth_context?.auth_identity_id) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, INVALID_TOKEN)
  return request.auth_context
}

/**
 * v1's POST /store/customers/password-reset as v2's POST /auth/customer/emailpass/update does it: the token
 * is checked and used up, every session of the account ends and its failed sign-ins are lifted, the new
 * password is set and announced. The email sent must be the one the token was issued for, which is looked
 * at before the token is used up. Answers the customer's id.
 */
export async function resetCustomerPassword(scope: MedusaContainer, reset: { email: string; password: string; token: string }): Promise<string> {
  const tokenEmail = accountEmail(resetTokenEmail(reset.token))
  if (!tokenEmail || tokenEmail !== accountEmail(reset.email)) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, INVALID_TOKEN)
  // The uses of one token take turns, as on v2's route: one of them sets a password.
  return inTurnWithResetToken(scope, reset.token, () => resetInTurn(scope, reset))
}

async function resetInTurn(scope: MedusaContainer, reset: { password: string; token: string }): Promise<string> {
  const context = await checkResetToken(scope, reset.token).catch(() => {
    throw new MedusaError(MedusaError.Types.UNAUTHORIZED, INVALID_TOKEN)
  })
  const auth = scope.resolve(Modules.AUTH)
  // A customer's reset token names an identity with a customer account; anything else is no reset for one.
  const identity = await auth.retrieveAuthIdentity(context.auth_identity_id, { select: ["id", "app_metadata"] })
  const customerId = identity.app_metadata?.customer_id
  if (typeof customerId !== "string" || !customerId) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, INVALID_TOKEN)

  const change = { authIdentityId: context.auth_identity_id, email: context.actor_id }
  await beforeNewPassword(scope, change)
  const { success, authIdentity } = await auth.updateProvider("emailpass", { entity_id: context.actor_id, password: reset.password })
  if (!success || !authIdentity) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, INVALID_TOKEN)
  await announcePasswordChange(scope, change)
  return customerId
}

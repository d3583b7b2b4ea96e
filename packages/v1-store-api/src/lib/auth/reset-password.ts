import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { accountEmail } from "@leafline/shop-contract"
import { validateResetToken } from "@leafline/medusa-internals"
import { runShopWorkflow, SHOP_WORKFLOWS } from "../shop-workflows"
import { resetTokenEmail } from "./reset-token-email"

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
 * is checked and used up, the shop's workflow ends every session of the account and lifts its failed sign-ins,
 * the new password is set by Medusa's auth module (not in a workflow: its input would hold the password) and
 * announced. The email sent must be the one the token was issued for, which is looked at before the token is
 * used up. The uses of one token take turns before the route (the back end's takeTurnsWithResetToken). Answers
 * the customer's id.
 */
export async function resetCustomerPassword(scope: MedusaContainer, reset: { email: string; password: string; token: string }): Promise<string> {
  const tokenEmail = accountEmail(resetTokenEmail(reset.token))
  if (!tokenEmail || tokenEmail !== accountEmail(reset.email)) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, INVALID_TOKEN)
  const context = await checkResetToken(scope, reset.token).catch(() => {
    throw new MedusaError(MedusaError.Types.UNAUTHORIZED, INVALID_TOKEN)
  })
  const auth = scope.resolve(Modules.AUTH)
  // A customer's reset token names an identity with a customer account; anything else is no reset for one.
  const identity = await auth.retrieveAuthIdentity(context.auth_identity_id, { select: ["id", "app_metadata"] })
  const customerId = identity.app_metadata?.customer_id
  if (typeof customerId !== "string" || !customerId) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, INVALID_TOKEN)

  const change = { authIdentityId: context.auth_identity_id, email: context.actor_id }
  await runShopWorkflow(scope, SHOP_WORKFLOWS.beforeNewPassword, change)
  const { success, authIdentity } = await auth.updateProvider("emailpass", { entity_id: context.actor_id, password: reset.password })
  if (!success || !authIdentity) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, INVALID_TOKEN)
  await runShopWorkflow(scope, SHOP_WORKFLOWS.announcePasswordChange, change)
  return customerId
}

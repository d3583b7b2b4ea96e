import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { IAuthModuleService } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"

const PROVIDER = "emailpass"

/** A password change's request, once the back end's countWrongCurrentPasswords has found the email the customer signs in with. */
export type PasswordChangeRequest = AuthenticatedMedusaRequest & { passwordSignInEmail: string }

/** The email an auth identity signs in with by password; refused when it signs in some other way. */
export async function passwordSignInEmail(auth: IAuthModuleService, authIdentityId: string): Promise<string> {
  const [identity] = await auth.listProviderIdentities({ auth_identity_id: authIdentityId, provider: PROVIDER }, { select: ["entity_id"] })
  if (!identity) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This account signs in without a password, so it has none to change.")
  }
  return identity.entity_id
}

/**
 * A signed-in customer's new password, given their current one: the one place the shop checks and sets it
 * (POST /store/customers/me/password and v1's POST /store/customers/me). It is not a workflow on purpose: a
 * workflow keeps its input (both passwords, in clear) in its checkpoints; Medusa's own auth routes call
 * the auth module directly for the same reason. What follows a change (every session ended, the change
 * announced) is the back end's workflow leafline-after-password-change, whose input holds no secret.
 */
export async function changePassword(
  auth: IAuthModuleService,
  { email, currentPassword, newPassword }: { email: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const check = await auth.authenticate(PROVIDER, { body: { email, password: currentPassword } } as never)
  // A 400, not a 401: the session is fine, only the password typed is not.
  if (!check.success) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The current password is not right.")
  const updated = await auth.updateProvider(PROVIDER, { entity_id: email, password: newPassword })
  if (!updated.success) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "The password could not be changed. Try again.")
}

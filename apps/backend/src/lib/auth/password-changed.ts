import crypto from "node:crypto"
import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/** Ours: Medusa emits no event when a password changes. Emitted only once a customer's new password is set. */
export const CUSTOMER_PASSWORD_CHANGED = "customer.password_changed"

export interface PasswordChangedEvent {
  /** This change's own id: a second delivery of the event carries the same one. */
  id: string
  auth_identity_id: string
  /** The email the customer signs in with. */
  email: string
  changed_at: string
}

/**
 * Tells the subscribers that a customer's password has been changed (by the customer, or through a reset
 * link). The change stands whatever happens here, so a failure to emit is logged, not thrown.
 */
export async function announcePasswordChange(container: MedusaContainer, change: { authIdentityId: string; email: string }) {
  const data: PasswordChangedEvent = {
    id: crypto.randomUUID(),
    auth_identity_id: change.authIdentityId,
    email: change.email,
    changed_at: new Date().toISOString(),
  }
  try {
    await container.resolve(Modules.EVENT_BUS).emit({ name: CUSTOMER_PASSWORD_CHANGED, data })
  } catch (error) {
    container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).error(`Could not announce the password change of ${change.authIdentityId}: ${error}`)
  }
}

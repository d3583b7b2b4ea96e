import { MedusaError } from "@medusajs/framework/utils"

/** A session of the cart's payment collection, as far as choosing one goes. */
export interface SessionOfCart {
  id: string
  provider_id: string
  status: string
}

/** The providers a region lets its carts pay with (v1's `region.payment_providers`). */
export const enabledProviders = (providers: { id: string; is_enabled?: boolean | null }[] | null | undefined): string[] =>
  (providers ?? []).filter((provider) => provider.is_enabled !== false).map((provider) => provider.id)

/**
 * The sessions v1's `POST /store/carts/:id/payment-sessions` starts. v1 started one per provider of the
 * region and selected it when there was only one; a v2 payment collection holds one session at a time
 * (creating one deletes the others), so: the region's only provider, unless the cart already has a session
 * to pay with (kept, as v1 kept its sessions), and none when the region offers several (the shopper
 * chooses one with `POST /store/carts/:id/payment-session`).
 */
export function providersToStart(enabled: string[], current: SessionOfCart | undefined): string[] {
  if (current || enabled.length !== 1) return []
  return enabled
}

/** A provider the cart's region does not offer is a 400 naming those it does. */
export function assertOffered(providerId: string, enabled: string[]) {
  if (enabled.includes(providerId)) return
  const offered = enabled.length ? `it offers ${enabled.join(", ")}` : "it offers none"
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `Payment provider ${providerId} is not offered in the cart's region: ${offered}`)
}

/** The cart's session of a provider, or a 404 saying the cart has none. */
export function sessionOf(sessions: SessionOfCart[], providerId: string): SessionOfCart {
  const found = sessions.find((session) => session.provider_id === providerId)
  if (!found) throw new MedusaError(MedusaError.Types.NOT_FOUND, `The cart has no payment session of provider ${providerId}`)
  return found
}

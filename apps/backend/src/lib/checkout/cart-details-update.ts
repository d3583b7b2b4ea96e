/** A cart update as the store API's validators give it (POST /store/carts/:id), beside the cart's id. */
export type CartUpdate = Record<string, unknown>

/** An address the update sends, and the cart's address now: what the tax lines are worked out from. */
export type TaxAddress = {
  id?: string | null
  country_code?: string | null
  province?: string | null
  postal_code?: string | null
  city?: string | null
}

// What a checkout's "email and addresses" call changes: all our lean workflow takes (workflows/carts/update-cart-details.ts).
const DETAILS = new Set(["id", "email", "shipping_address", "billing_address", "additional_data"])
const isAddress = (value: unknown) => value === undefined || (typeof value === "object" && value !== null && !Array.isArray(value))

/**
 * Whether an update changes only the cart's email and addresses: an email given (not cleared), addresses sent
 * whole. Anything else (region, sales channel, codes, metadata, locale, a cleared email) goes through Medusa's
 * updateCartWorkflow.
 */
export function isDetailsUpdate(update: CartUpdate): boolean {
  if (Object.keys(update).some((key) => !DETAILS.has(key) && update[key] !== undefined)) return false
  if (update.email !== undefined && (typeof update.email !== "string" || !update.email)) return false
  return isAddress(update.shipping_address) && isAddress(update.billing_address)
}

/**
 * Whether the shipping address sent changes what the cart's tax lines depend on (Medusa's updateCartWorkflow,
 * `taxRelevantAddressChanged`): another address by id, or another country (in any case), province, postal code
 * or city. A field left out, or sent as it is, is no change. On such a change Medusa prices the lines again,
 * checks the shipping methods and works the tax lines out again.
 */
export function taxRelevantAddressChanged(next: TaxAddress | null | undefined, prev: TaxAddress | null | undefined): boolean {
  if (!next) return false
  const changed = (nextValue: unknown, prevValue: unknown) => nextValue !== undefined && nextValue !== prevValue
  return (
    changed("id" in next ? next.id : undefined, prev?.id) ||
    changed(next.country_code?.toLowerCase(), prev?.country_code?.toLowerCase()) ||
    changed(next.province, prev?.province) ||
    changed(next.postal_code, prev?.postal_code) ||
    changed(next.city, prev?.city)
  )
}

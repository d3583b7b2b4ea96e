export interface OwnedRecord {
  customer_id?: string | null
  customer?: { has_account?: boolean | null } | null
}

/**
 * The customer a cart or an order belongs to, when it belongs to one with an account; null for a
 * guest's. Medusa gives a guest's cart a customer record too (made from the email at checkout), but
 * one without an account: such a cart stays reachable by its id alone, as in every Medusa storefront.
 */
export function accountOwnerId(record: OwnedRecord): string | null {
  return record.customer?.has_account && record.customer_id ? record.customer_id : null
}

/** Whether a caller (signed in as `actorId`, or a guest) may reach the record. */
export function mayReach(record: OwnedRecord, actorId: string | null | undefined): boolean {
  const owner = accountOwnerId(record)
  return owner === null || owner === actorId
}

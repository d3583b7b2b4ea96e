import { ADDRESS_FIELDS, type AddressField } from "@leafline/shop-contract"

/** An address as v2 answers it (a cart's, an order's or a customer's). */
export type V2Address = { id: string; metadata?: Record<string, unknown> | null } & { [K in AddressField]?: string | null }

/** v1's Address, as its store API answered it. */
export type V1Address = { id: string; metadata: Record<string, unknown> | null } & { [K in AddressField]: string | null }

/** An address a v1 client sends (`AddressPayload`): any of the fields, each a string (or null to clear it). */
export type V1AddressInput = { metadata?: Record<string, unknown> | null } & { [K in AddressField]?: string | null }

/** What v2's store routes take for an address. */
export type V2AddressInput = { metadata?: Record<string, unknown> | null } & { [K in AddressField]?: string | null }

export function v1Address(address: V2Address): V1Address
export function v1Address(address: V2Address | null | undefined): V1Address | null
export function v1Address(address: V2Address | null | undefined): V1Address | null {
  if (!address) return null
  const view = { id: address.id, metadata: address.metadata ?? null } as V1Address
  for (const field of ADDRESS_FIELDS) view[field] = address[field] ?? null
  return view
}

/** A v1 address payload as v2 takes it: the known fields that were sent (v1 kept country codes lower case, as v2 does). */
export function v2AddressInput(input: V1AddressInput): V2AddressInput {
  const taken: V2AddressInput = {}
  for (const field of ADDRESS_FIELDS) {
    if (input[field] !== undefined) taken[field] = input[field]
  }
  if (typeof taken.country_code === "string") taken.country_code = taken.country_code.toLowerCase()
  if (input.metadata !== undefined) taken.metadata = input.metadata
  return taken
}

import { type V1Address, type V2Address, v1Address } from "./address"

/** The signed-in customer as v2's `/store/customers/me` answers it for the fields below. */
export interface V2Customer {
  id: string
  email: string
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  has_account: boolean
  metadata?: Record<string, unknown> | null
  created_at?: string
  updated_at?: string
  addresses?: (V2Address & { is_default_billing?: boolean | null })[] | null
}

export const V2_CUSTOMER_FIELDS = "id,email,first_name,last_name,phone,has_account,metadata,created_at,updated_at,*addresses"

/** v1's Customer as `/store/customers/me` answered it (with its shipping and billing addresses). */
export interface V1Customer {
  object: "customer"
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  phone: string | null
  has_account: boolean
  billing_address_id: string | null
  billing_address: V1Address | null
  shipping_addresses: V1Address[]
  metadata: Record<string, unknown> | null
  created_at: string | null
  updated_at: string | null
}

/** v2 keeps one address book; v1's billing address is the one v2 marks as the default for billing. */
export function v1Customer(customer: V2Customer): V1Customer {
  const addresses = customer.addresses ?? []
  const billing = addresses.find((address) => address.is_default_billing) ?? null
  return {
    object: "customer",
    id: customer.id,
    email: customer.email,
    first_name: customer.first_name ?? null,
    last_name: customer.last_name ?? null,
    phone: customer.phone ?? null,
    has_account: customer.has_account,
    billing_address_id: billing?.id ?? null,
    billing_address: v1Address(billing),
    shipping_addresses: addresses.map((address) => v1Address(address)),
    metadata: customer.metadata ?? null,
    created_at: customer.created_at ?? null,
    updated_at: customer.updated_at ?? null,
  }
}

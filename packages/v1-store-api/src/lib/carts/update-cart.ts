import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { type V1AddressInput, type V2Address, type V2AddressInput, v2AddressInput } from "../views/address"
import { v1DiscountCodes } from "@leafline/shop-contract"

/** A v1 cart update as validated (api/v1/store/carts/validators.ts). */
export interface V1CartUpdate {
  region_id?: string
  country_code?: string
  email?: string
  sales_channel_id?: string
  billing_address?: V1AddressInput | string
  shipping_address?: V1AddressInput | string
  discounts?: { code: string }[]
  customer_id?: string
  metadata?: Record<string, unknown> | null
}

/** What v2's updateCartWorkflow takes for it, beside the cart's id (POST /store/carts/:id's body). */
export interface V2CartUpdate {
  region_id?: string
  email?: string
  sales_channel_id?: string
  metadata?: Record<string, unknown> | null
  promo_codes?: string[]
  shipping_address?: V2AddressInput
  billing_address?: V2AddressInput
}

/** The cart's addresses as the update leaves them: each sent one (a saved address's id already read), and the current shipping address. */
export interface AddressesOfUpdate {
  shipping?: V2AddressInput
  billing?: V2AddressInput
  currentShipping: V2Address | null
}

/**
 * A v1 update as v2's: v1's `discounts` are the whole list of codes the cart keeps (v2's `promo_codes`,
 * which replace what it holds), and v1's `country_code` is the shipping address's country (the address
 * sent, or the cart's own with its country changed).
 */
export function v2CartUpdate(body: V1CartUpdate, addresses: AddressesOfUpdate): V2CartUpdate {
  const update: V2CartUpdate = {}
  if (body.region_id !== undefined) update.region_id = body.region_id
  if (body.email !== undefined) update.email = body.email
  if (body.sales_channel_id !== undefined) update.sales_channel_id = body.sales_channel_id
  if (body.metadata !== undefined) update.metadata = body.metadata
  const codes = v1DiscountCodes(body)
  if (codes) update.promo_codes = codes
  if (addresses.billing) update.billing_address = addresses.billing
  const shipping = addresses.shipping ?? (body.country_code && addresses.currentShipping ? v2AddressInput(addresses.currentShipping) : undefined)
  if (shipping || body.country_code) update.shipping_address = { ...shipping, ...(body.country_code ? { country_code: body.country_code.toLowerCase() } : {}) }
  return update
}

/**
 * v1 set a cart's customer from `customer_id`; here only the signed-in customer may be named, their own
 * cart being given to them as v2's POST /store/carts/:id/customer does. Anyone else is refused.
 */
export function assertOwnCustomerId(customerId: string | undefined, actorId: string | undefined) {
  if (customerId === undefined || customerId === actorId) return
  if (!actorId) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, "customer_id: sign in to have the cart made yours")
  throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "customer_id: a cart can be given only to the signed-in customer")
}

const SAVED_ADDRESS_FIELDS = ["id", "first_name", "last_name", "company", "address_1", "address_2", "city", "country_code", "province", "postal_code", "phone", "metadata"]

/** An address sent whole, or the id of one of the signed-in customer's saved addresses (anyone else's is not found). */
export async function addressOfUpdate(
  scope: MedusaContainer,
  address: V1AddressInput | string | undefined,
  actorId: string | undefined,
  field: "shipping_address" | "billing_address",
): Promise<V2AddressInput | undefined> {
  if (address === undefined) return undefined
  if (typeof address !== "string") return v2AddressInput(address)
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = actorId
    ? await query.graph({ entity: "customer_address", fields: SAVED_ADDRESS_FIELDS, filters: { id: address, customer_id: actorId } })
    : { data: [] }
  const saved = data[0] as V2Address | undefined
  if (!saved) throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}: ${address} is not an address saved by the signed-in customer`)
  return v2AddressInput(saved)
}

/** The cart's shipping address now (v1's `country_code` alone changes its country). */
export async function currentShippingAddress(scope: MedusaContainer, cartId: string): Promise<V2Address | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: SAVED_ADDRESS_FIELDS.map((field) => `shipping_address.${field}`), filters: { id: cartId } })
  return ((data[0] as { shipping_address?: V2Address | null } | undefined)?.shipping_address ?? null)
}

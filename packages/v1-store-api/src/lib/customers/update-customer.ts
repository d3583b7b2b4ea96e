import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import {
  createCustomerAddressesWorkflow,
  deleteCustomerAddressesWorkflow,
  updateCustomerAddressesWorkflow,
  updateCustomersWorkflow,
} from "@medusajs/medusa/core-flows"
import { accountEmail } from "@leafline/shop-contract"
import { type V1AddressInput, v2AddressInput } from "../views/address"

/** What v1's POST /store/customers/me changes besides the password. */
export interface V1CustomerChanges {
  first_name?: string
  last_name?: string
  phone?: string
  email?: string
  metadata?: Record<string, unknown>
  billing_address?: V1AddressInput | string
}

/**
 * What would refuse a change, checked before anything changes (a new password included): the email a
 * customer signs in with is their account's identity, which v2's store API does not change, and neither does
 * this (sending the email the account has already is fine: v1 clients send the whole form); a billing
 * address named by id must be one of theirs.
 */
export async function refuseImpossibleChanges(scope: MedusaContainer, customerId: string, changes: V1CustomerChanges) {
  if (changes.email !== undefined) {
    const query = scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "customer", fields: ["email"], filters: { id: customerId } })
    if (accountEmail(data[0]?.email) !== accountEmail(changes.email)) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "email: the email an account signs in with cannot be changed.")
    }
  }
  if (typeof changes.billing_address === "string") await ensureOwnAddress(scope, customerId, changes.billing_address)
}

/** The names, phone and metadata through Medusa's workflow (as POST /store/customers/me), then the billing address. */
export async function updateV1Customer(scope: MedusaContainer, customerId: string, changes: V1CustomerChanges) {
  const { billing_address, email: _email, ...fields } = changes
  if (Object.keys(fields).length) {
    await updateCustomersWorkflow(scope).run({ input: { selector: { id: customerId }, update: fields } })
  }
  if (typeof billing_address === "string") {
    await updateOwnAddress(scope, customerId, billing_address, {}, { is_default_billing: true })
  } else if (billing_address) {
    await addAddress(scope, customerId, billing_address, { is_default_billing: true })
  }
}

/** v1's billing address is v2's default billing address; Medusa's workflow unsets the one before. */
type Defaults = { is_default_billing?: boolean }

export async function addAddress(scope: MedusaContainer, customerId: string, address: V1AddressInput, defaults: Defaults = {}) {
  await createCustomerAddressesWorkflow(scope).run({
    input: { addresses: [{ ...v2AddressInput(address), ...defaults, customer_id: customerId }] },
  })
}

export async function updateOwnAddress(
  scope: MedusaContainer,
  customerId: string,
  addressId: string,
  address: V1AddressInput,
  defaults: Defaults = {},
) {
  await ensureOwnAddress(scope, customerId, addressId)
  await updateCustomerAddressesWorkflow(scope).run({
    input: { selector: { id: addressId, customer_id: customerId }, update: { ...v2AddressInput(address), ...defaults } },
  })
}

export async function deleteOwnAddress(scope: MedusaContainer, customerId: string, addressId: string) {
  await ensureOwnAddress(scope, customerId, addressId)
  await deleteCustomerAddressesWorkflow(scope).run({ input: { ids: [addressId] } })
}

/** Another customer's address is as unknown as one that does not exist (as on v2's address routes). */
async function ensureOwnAddress(scope: MedusaContainer, customerId: string, addressId: string) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer_address", fields: ["id"], filters: { id: addressId, customer_id: customerId } })
  if (!data.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Address with id ${addressId} was not found`)
}

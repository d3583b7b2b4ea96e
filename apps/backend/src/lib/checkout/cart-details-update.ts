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

type Rec = Record<string, unknown>
/** What prepareCartToUpdateStep hands updateCartsStep for an email and addresses update. */
export type DetailsWrite = { email?: string | null; customer_id?: string | null; shipping_address?: Rec | null; billing_address?: Rec | null }

// The columns of a cart address: a new address record holds those the update gave, the others empty.
const ADDRESS_COLUMNS = [
  "id", "customer_id", "company", "first_name", "last_name", "address_1", "address_2", "city", "country_code", "province",
  "postal_code", "phone", "metadata",
]

function addressAsWritten(given: Rec | null | undefined, before: Rec | null | undefined): Rec | null | undefined {
  if (given === undefined) return before
  if (given === null) return null
  // Given by id, the cart's address record is updated with the fields sent; otherwise a new record holds only them.
  if (given.id) return { ...(before?.id === given.id ? before : {}), ...given }
  return { ...Object.fromEntries(ADDRESS_COLUMNS.map((column) => [column, null])), ...given }
}

/**
 * The cart as Medusa's updateCartWorkflow reads it again after writing an email and addresses update (its
 * refresh's "refetch-cart"), made from the read before the write: the update touches only the email, the customer
 * and the addresses, so the lines, methods, tax lines, adjustments and totals read before are those a read after
 * would give. `customer` is the customer findOrCreateCustomerStep gave the update (with its groups), when it did.
 */
export function cartAsWritten<TCart extends Rec>(cart: TCart, write: DetailsWrite, customer?: Rec | null): TCart {
  const next: Rec = { ...cart }
  if (write.email !== undefined) next.email = write.email
  if (write.customer_id !== undefined) next.customer_id = write.customer_id
  // The step reads a customer with its groups; one it has just made has none.
  if (customer) next.customer = { ...customer, groups: (customer.groups as unknown[] | undefined) ?? [] }
  if ("shipping_address" in write) next.shipping_address = addressAsWritten(write.shipping_address, cart.shipping_address as Rec | null)
  if ("billing_address" in write && "billing_address" in cart) next.billing_address = addressAsWritten(write.billing_address, cart.billing_address as Rec | null)
  return next as TCart
}

type PricedLine = { selector: { id?: string }; data: { unit_price?: unknown; is_tax_inclusive?: unknown } }
type CartLine = { id: string; unit_price?: unknown; is_tax_inclusive?: unknown } | null

/** Whether pricing the lines again (getVariantsAndItemsWithPrices' lines) changed a line's price or its tax inclusion. */
export function linePricesChanged(items: CartLine[] | null | undefined, priced: PricedLine[] | null | undefined): boolean {
  const byId = new Map((items ?? []).filter((item): item is NonNullable<CartLine> => !!item).map((item) => [item.id, item]))
  return (priced ?? []).some(({ selector, data }) => {
    const item = selector.id ? byId.get(selector.id) : undefined
    return !item || Number(item.unit_price) !== Number(data.unit_price) || !!item.is_tax_inclusive !== !!data.is_tax_inclusive
  })
}

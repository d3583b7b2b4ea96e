/** A shipping method the cart holds, with what Medusa decides its fate by. */
export type HeldMethod = {
  id: string
  shipping_option_id?: string | null
  name?: string | null
  amount?: number | string | null
  is_tax_inclusive?: boolean | null
  data?: Record<string, unknown> | null
  shipping_option?: { shipping_profile_id?: string | null } | null
}

/** A shipping option as listed and priced for the cart (listShippingOptionsForCartWithPricingWorkflow). */
export type PricedOption = {
  id: string
  name: string
  shipping_profile_id?: string | null
  calculated_price?: { calculated_amount?: number | null; is_calculated_price_tax_inclusive?: boolean | null } | null
}

export type CartForShipping = {
  id: string
  shipping_methods?: (HeldMethod | null)[] | null
  items?: ({ requires_shipping?: boolean | null; variant?: { product?: { shipping_profile?: { id?: string | null } | null } | null } | null } | null)[] | null
}

export type NewMethod = {
  cart_id: string
  shipping_option_id: string
  name: string
  amount: number
  is_tax_inclusive: boolean
  data: Record<string, unknown>
}
export type MethodUpdate = { id: string; shipping_option_id: string; name: string; amount: number; is_tax_inclusive: boolean }

export type ShippingMethodChanges = {
  /** The methods to delete: those the new ones replace, those no longer valid, those of no item's profile. */
  remove: string[]
  /** The methods kept whose name, amount or tax inclusion changed with the option's current price. */
  update: MethodUpdate[]
  add: NewMethod[]
}

const present = <T>(values: (T | null | undefined)[] | null | undefined): T[] => (values ?? []).filter((v): v is T => v != null)
const priceOf = (option: PricedOption | undefined) => option?.calculated_price?.calculated_amount
const isDefined = (value: unknown) => value !== undefined && value !== null

/**
 * What Medusa's addShippingMethodToCartWorkflow does to a cart's shipping methods, worked out at once from
 * one listing of the chosen options and those of the methods the cart keeps: each chosen option replaces the
 * methods of its shipping profile (and any method without one); then, as its refreshCartShippingMethodsWorkflow
 * does over what is left, a method whose option is no longer offered or priced goes, and so does, when more
 * than one method remains, one whose profile no item that needs shipping has; the rest take their option's
 * current name and price. `methodData` is each chosen option's data as its provider validated it.
 */
export function shippingMethodChanges(
  cart: CartForShipping,
  chosen: { id: string }[],
  options: PricedOption[],
  methodData: Record<string, Record<string, unknown>>,
): ShippingMethodChanges {
  const optionById = new Map(options.map((option) => [option.id, option]))
  const incomingProfiles = new Set(chosen.map((c) => optionById.get(c.id)?.shipping_profile_id).filter(Boolean))
  const methods = present(cart.shipping_methods)
  const replaced = methods.filter((m) => !m.shipping_option?.shipping_profile_id || incomingProfiles.has(m.shipping_option.shipping_profile_id))
  const kept = methods.filter((m) => !replaced.includes(m))

  // Medusa's refresh sees the kept methods and the new ones, and cleans up orphans only among more than one.
  const cleanUpOrphans = kept.length + chosen.length > 1
  const requiredProfiles = new Set(
    present(cart.items)
      .filter((item) => item.requires_shipping)
      .map((item) => item.variant?.product?.shipping_profile?.id)
      .filter(Boolean),
  )
  const stays = (option: PricedOption | undefined): option is PricedOption =>
    !!option &&
    isDefined(priceOf(option)) &&
    !(cleanUpOrphans && option.shipping_profile_id && !requiredProfiles.has(option.shipping_profile_id))

  const remove = replaced.map((m) => m.id)
  const update: MethodUpdate[] = []
  for (const method of kept) {
    const option = optionById.get(method.shipping_option_id ?? "")
    if (!stays(option)) {
      remove.push(method.id)
      continue
    }
    const next = {
      id: method.id,
      shipping_option_id: option.id,
      name: option.name,
      amount: Number(priceOf(option)),
      is_tax_inclusive: !!option.calculated_price?.is_calculated_price_tax_inclusive,
    }
    if (next.name !== method.name || next.amount !== Number(method.amount) || next.is_tax_inclusive !== !!method.is_tax_inclusive) {
      update.push(next)
    }
  }
  const add = chosen
    .map((c) => optionById.get(c.id))
    .filter(stays)
    .map((option) => ({
      cart_id: cart.id,
      shipping_option_id: option.id,
      name: option.name,
      amount: Number(priceOf(option)),
      is_tax_inclusive: !!option.calculated_price?.is_calculated_price_tax_inclusive,
      data: methodData[option.id] ?? {},
    }))
  return { remove, update, add }
}

/** What the readiness rules read of each held cart (one per tea house). */
export type CheckoutCart = {
  id: string
  store_id: string
  store_name: string
  shipping_address?: { country_code?: string | null } | null
  /** Fetch with `shipping_methods.shipping_option_id`: a method counts as chosen through its option. */
  shipping_methods?: { shipping_option_id?: string | null }[] | null
}

/** Spec section 3's store shipping entry. */
export type StoreShippingEntry = { store_id: string; isShippingToCurrentRegion: boolean }

/** Per house: does its cart ship to a country of the current region? */
export function storeShippingEntries(carts: CheckoutCart[], regionCountryCodes: string[]): StoreShippingEntry[] {
  const countries = new Set(regionCountryCodes.map((code) => code.toLowerCase()))
  return carts.map((cart) => {
    const country = cart.shipping_address?.country_code?.toLowerCase()
    return { store_id: cart.store_id, isShippingToCurrentRegion: Boolean(country && countries.has(country)) }
  })
}

/**
 * Spec section 4: checkout is ready only when every house's shipping goes to the current region, and
 * shipping is invalid while any house lacks a chosen shipping method. The houses at fault are named, for
 * the shopper to see which one to fix.
 */
export function checkoutReadiness(
  carts: CheckoutCart[],
  regionCountryCodes: string[],
): { ready: boolean; housesNotShippingHere: string[]; housesWithoutShipping: string[]; shippingValid: boolean } {
  const entries = storeShippingEntries(carts, regionCountryCodes)
  const housesNotShippingHere = unique(carts.filter((_, i) => !entries[i].isShippingToCurrentRegion).map((c) => c.store_name))
  const housesWithoutShipping = unique(
    carts.filter((cart) => !cart.shipping_methods?.some((method) => method.shipping_option_id)).map((c) => c.store_name),
  )
  const shippingValid = housesWithoutShipping.length === 0
  return {
    ready: carts.length > 0 && housesNotShippingHere.length === 0 && shippingValid,
    housesNotShippingHere,
    housesWithoutShipping,
    shippingValid,
  }
}

const unique = (names: string[]) => [...new Set(names)]

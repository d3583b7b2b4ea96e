import { toMinorUnits } from "../minor-units"

/** A cart's shipping option as v2's `/store/shipping-options?cart_id=` answers it, with its tea house. */
export interface V2CartShippingOption {
  id: string
  name: string
  price_type: "flat" | "calculated"
  provider_id: string
  amount?: number | null
  calculated_price?: { calculated_amount?: number | null } | null
  data?: Record<string, unknown> | null
  store_id: string | null
}

/** v1's ShippingOption as `/store/shipping-options/{cartId}` answered it, with the tea house. */
export interface V1ShippingOption {
  id: string
  name: string
  region_id: string
  provider_id: string
  price_type: "flat_rate" | "calculated"
  amount: number | null
  is_return: false
  admin_only: false
  data: Record<string, unknown>
  metadata: null
  store_id: string | null
}

/** The cart an option is priced for: v2's option carries neither its region nor its currency. */
export interface ShippingContext {
  region_id: string
  currency_code: string
}

export function v1ShippingOption(option: V2CartShippingOption, cart: ShippingContext): V1ShippingOption {
  const amount = option.calculated_price?.calculated_amount ?? option.amount
  return {
    id: option.id,
    name: option.name,
    region_id: cart.region_id,
    provider_id: option.provider_id,
    price_type: option.price_type === "calculated" ? "calculated" : "flat_rate",
    amount: amount === null || amount === undefined ? null : toMinorUnits(amount, cart.currency_code),
    is_return: false,
    admin_only: false,
    data: option.data ?? {},
    metadata: null,
    store_id: option.store_id,
  }
}

import { SHIPPING_METHOD_TOTALS, v1Totals } from "./totals"

/** A cart's or an order's shipping method as v2 answers it. */
export interface V2ShippingMethod {
  id: string
  name: string
  shipping_option_id?: string | null
  amount: number
  is_tax_inclusive?: boolean | null
  subtotal?: number
  total?: number
  tax_total?: number
  data?: Record<string, unknown> | null
}

export const V2_SHIPPING_METHOD_FIELDS = "id,name,shipping_option_id,amount,is_tax_inclusive,subtotal,total,tax_total,data"

/** The option a v1 shipping method was made from, as far as v2's method tells it. */
export interface V1ShippingMethodOption {
  id: string
  name: string
  region_id: string
  amount: number
  store_id: string | null
}

/** v1's ShippingMethod with its option, with the tea house on the option. */
export interface V1ShippingMethod {
  id: string
  shipping_option_id: string
  cart_id: string | null
  order_id: string | null
  shipping_option: V1ShippingMethodOption
  price: number
  subtotal: number
  tax_total: number
  total: number
  includes_tax: boolean
  data: Record<string, unknown>
}

/**
 * Where a method sits: its cart or order, their region and currency, and the tea house of each shipping
 * option (v2's method does not carry its option's house).
 */
export interface ShippingMethodContext {
  currency_code: string
  region_id: string
  cart_id: string | null
  order_id: string | null
  shippingOptionStores: ReadonlyMap<string, string | null>
}

export function v1ShippingMethod(method: V2ShippingMethod, context: ShippingMethodContext): V1ShippingMethod {
  const totals = v1Totals(method, SHIPPING_METHOD_TOTALS, context.currency_code)
  const optionId = method.shipping_option_id ?? ""
  return {
    id: method.id,
    shipping_option_id: optionId,
    cart_id: context.cart_id,
    order_id: context.order_id,
    shipping_option: {
      id: optionId,
      name: method.name,
      region_id: context.region_id,
      amount: totals.price,
      store_id: context.shippingOptionStores.get(optionId) ?? null,
    },
    ...totals,
    includes_tax: method.is_tax_inclusive ?? false,
    data: method.data ?? {},
  }
}

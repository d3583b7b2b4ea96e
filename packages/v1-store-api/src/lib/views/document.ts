import { type V1Address, type V2Address, v1Address } from "./address"
import { type V1Discount, type V2Promotion, V2_PROMOTION_FIELDS, v1Discount } from "./discount"
import { prefixed } from "./fields"
import { type V1LineItem, type V2LineItem, v1LineItem } from "./line-item"
import { type V1ShippingMethod, type V2ShippingMethod, V2_SHIPPING_METHOD_FIELDS, v1ShippingMethod } from "./shipping-method"
import { DOCUMENT_TOTALS, type V2DocumentTotals, V2_DOCUMENT_TOTAL_FIELDS, v1Totals } from "./totals"

/** What a v2 cart and a v2 order share: their lines, shipping, codes, addresses and totals. */
export interface V2Document extends V2DocumentTotals {
  currency_code: string
  region_id?: string | null
  items?: V2LineItem[] | null
  shipping_methods?: V2ShippingMethod[] | null
  promotions?: V2Promotion[] | null
  shipping_address?: V2Address | null
  billing_address?: V2Address | null
}

/** The v2 fields of what a cart and an order share (the cart and order routes add each item's tea house). */
export const V2_DOCUMENT_FIELDS = [
  "currency_code,region_id",
  V2_DOCUMENT_TOTAL_FIELDS,
  // A line's totals and title come whole only: Medusa drops its discount_subtotal and subtitle when they are named.
  "*items",
  prefixed("shipping_methods", V2_SHIPPING_METHOD_FIELDS),
  prefixed("promotions", V2_PROMOTION_FIELDS),
  "*shipping_address,*billing_address",
].join(",")

/** What a v1 cart and a v1 order share, amounts in the minor unit. */
export interface V1DocumentParts {
  items: V1LineItem[]
  shipping_methods: V1ShippingMethod[]
  discounts: V1Discount[]
  shipping_address: V1Address | null
  billing_address: V1Address | null
  subtotal: number
  discount_total: number
  shipping_total: number
  tax_total: number
  item_tax_total: number
  shipping_tax_total: number
  total: number
}

/** The cart and order the parts belong to, and the tea house of each shipping option (v2's methods do not carry it). */
export interface DocumentContext {
  cart_id: string | null
  order_id: string | null
  shippingOptionStores: ReadonlyMap<string, string | null>
}

/** v1's discounts were codes: v2's promotions applied without one (automatic ones) are not among them. */
export function v1DocumentParts(document: V2Document, { cart_id, order_id, shippingOptionStores }: DocumentContext): V1DocumentParts {
  const currency_code = document.currency_code
  const methods = document.shipping_methods ?? []
  return {
    items: (document.items ?? []).map((item) => v1LineItem(item, { currency_code, cart_id, order_id, has_shipping: methods.length > 0 })),
    shipping_methods: methods.map((method) =>
      v1ShippingMethod(method, { currency_code, cart_id, order_id, region_id: document.region_id ?? "", shippingOptionStores }),
    ),
    discounts: (document.promotions ?? []).filter((promotion) => promotion.code).map((promotion) => v1Discount(promotion, currency_code)),
    shipping_address: v1Address(document.shipping_address),
    billing_address: v1Address(document.billing_address),
    ...v1Totals(document, DOCUMENT_TOTALS, currency_code),
  }
}

import { toMinorUnits } from "../minor-units"
import { LINE_ITEM_TOTALS, v1Totals } from "./totals"

/** A cart's or an order's line item as v2's store API answers it, with its tea house (`store_id`). */
export interface V2LineItem {
  id: string
  title: string
  subtitle?: string | null
  thumbnail?: string | null
  quantity: number
  variant_id?: string | null
  variant_title?: string | null
  variant_sku?: string | null
  product_id?: string | null
  product_title?: string | null
  product_handle?: string | null
  requires_shipping?: boolean | null
  is_discountable?: boolean | null
  is_giftcard?: boolean | null
  is_tax_inclusive?: boolean | null
  unit_price: number
  subtotal?: number
  total?: number
  tax_total?: number
  discount_subtotal?: number
  original_total?: number
  adjustments?: { id: string; code?: string | null; promotion_id?: string | null; amount: number }[] | null
  /** An order's line: its fulfilment quantities. */
  detail?: { fulfilled_quantity?: number; shipped_quantity?: number; return_received_quantity?: number } | null
  metadata?: Record<string, unknown> | null
  store_id: string | null
  created_at?: string
  updated_at?: string
}

export interface V1LineItemAdjustment {
  id: string
  item_id: string
  description: string
  discount_id: string | null
  amount: number
  metadata: null
}

/** The part of a product v1 answered with a line item's variant. */
export interface V1LineItemProduct {
  id: string
  title: string
  handle: string | null
  thumbnail: string | null
}

export interface V1LineItemVariant {
  id: string
  title: string
  sku: string | null
  product_id: string
  product: V1LineItemProduct
}

/** v1's LineItem (with its variant, as v1's store cart and order routes expanded it), with the tea house. */
export interface V1LineItem {
  id: string
  cart_id: string | null
  order_id: string | null
  title: string
  description: string | null
  thumbnail: string | null
  is_return: false
  is_giftcard: boolean
  should_merge: true
  allow_discounts: boolean
  has_shipping: boolean
  includes_tax: boolean
  unit_price: number
  variant_id: string | null
  variant: V1LineItemVariant | null
  product_id: string | null
  quantity: number
  fulfilled_quantity: number | null
  shipped_quantity: number | null
  returned_quantity: number | null
  adjustments: V1LineItemAdjustment[]
  subtotal: number
  discount_total: number
  tax_total: number
  total: number
  original_total: number
  metadata: Record<string, unknown> | null
  store_id: string | null
  created_at: string | null
  updated_at: string | null
}

/** Where an item sits: its cart or order, their currency, and whether a shipping method covers it. */
export interface LineItemContext {
  currency_code: string
  cart_id: string | null
  order_id: string | null
  has_shipping: boolean
}

function variantOf(item: V2LineItem): V1LineItemVariant | null {
  if (!item.variant_id || !item.product_id) return null
  return {
    id: item.variant_id,
    title: item.variant_title ?? "",
    sku: item.variant_sku ?? null,
    product_id: item.product_id,
    product: { id: item.product_id, title: item.product_title ?? item.title, handle: item.product_handle ?? null, thumbnail: item.thumbnail ?? null },
  }
}

/** v1 named a line after the product and described it by the variant, as v2's title and subtitle do. */
export function v1LineItem(item: V2LineItem, context: LineItemContext): V1LineItem {
  const currency = context.currency_code
  return {
    id: item.id,
    cart_id: context.cart_id,
    order_id: context.order_id,
    title: item.title,
    description: item.subtitle ?? item.variant_title ?? null,
    thumbnail: item.thumbnail ?? null,
    is_return: false,
    is_giftcard: item.is_giftcard ?? false,
    should_merge: true,
    allow_discounts: item.is_discountable ?? true,
    has_shipping: context.has_shipping && item.requires_shipping !== false,
    includes_tax: item.is_tax_inclusive ?? false,
    unit_price: toMinorUnits(item.unit_price, currency),
    variant_id: item.variant_id ?? null,
    variant: variantOf(item),
    product_id: item.product_id ?? null,
    quantity: item.quantity,
    fulfilled_quantity: item.detail ? (item.detail.fulfilled_quantity ?? 0) : null,
    shipped_quantity: item.detail ? (item.detail.shipped_quantity ?? 0) : null,
    returned_quantity: item.detail ? (item.detail.return_received_quantity ?? 0) : null,
    adjustments: (item.adjustments ?? []).map((adjustment) => ({
      id: adjustment.id,
      item_id: item.id,
      description: adjustment.code ?? "",
      discount_id: adjustment.promotion_id ?? null,
      amount: toMinorUnits(adjustment.amount, currency),
      metadata: null,
    })),
    ...v1Totals(item, LINE_ITEM_TOTALS, currency),
    metadata: item.metadata ?? null,
    store_id: item.store_id,
    created_at: item.created_at ?? null,
    updated_at: item.updated_at ?? null,
  }
}

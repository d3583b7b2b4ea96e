import { type V1Address, type V2Address, v1Address } from "./address"
import { type V1Discount, type V2Promotion, V2_PROMOTION_FIELDS, v1Discount } from "./discount"
import { prefixed } from "./fields"
import { type V1LineItem, type V2LineItem, v1LineItem } from "./line-item"
import { type V1PaymentSession, type V2PaymentSession, V2_PAYMENT_SESSION_FIELDS, selectedSession, v1PaymentSession } from "./payment-session"
import { type V1ShippingMethod, type V2ShippingMethod, V2_SHIPPING_METHOD_FIELDS, v1ShippingMethod } from "./shipping-method"
import { DOCUMENT_TOTALS, V2_DOCUMENT_TOTAL_FIELDS, v1Totals } from "./totals"

/** A cart as v2's store API answers it for the fields below, its items carrying their tea house. */
export interface V2Cart {
  id: string
  email?: string | null
  currency_code: string
  region_id?: string | null
  sales_channel_id?: string | null
  customer_id?: string | null
  completed_at?: string | null
  created_at?: string
  updated_at?: string
  metadata?: Record<string, unknown> | null
  items?: V2LineItem[] | null
  shipping_methods?: V2ShippingMethod[] | null
  promotions?: V2Promotion[] | null
  payment_collection?: { payment_sessions?: V2PaymentSession[] | null } | null
  shipping_address?: V2Address | null
  billing_address?: V2Address | null
}

/** What a route asks v2 for to answer a v1 cart (the cart routes add each item's tea house). */
export const V2_CART_FIELDS = [
  // A cart answers its customer_id only when its customer is asked for.
  "id,email,currency_code,region_id,sales_channel_id,customer.id,completed_at,created_at,updated_at,metadata",
  V2_DOCUMENT_TOTAL_FIELDS,
  // A line's totals and title come whole only: Medusa drops its discount_subtotal and subtitle when they are named.
  "*items",
  prefixed("shipping_methods", V2_SHIPPING_METHOD_FIELDS),
  prefixed("promotions", V2_PROMOTION_FIELDS),
  prefixed("payment_collection.payment_sessions", V2_PAYMENT_SESSION_FIELDS),
  "*shipping_address,*billing_address",
].join(",")

/** v1's Cart as its store routes answered it (with their default relations), with the tea house on each item. */
export interface V1Cart<Region = unknown> {
  object: "cart"
  id: string
  email: string | null
  type: "default"
  region_id: string | null
  region: Region
  sales_channel_id: string | null
  customer_id: string | null
  items: V1LineItem[]
  shipping_address_id: string | null
  shipping_address: V1Address | null
  billing_address_id: string | null
  billing_address: V1Address | null
  shipping_methods: V1ShippingMethod[]
  discounts: V1Discount[]
  gift_cards: []
  payment_sessions: V1PaymentSession[]
  payment_session: V1PaymentSession | null
  payment_id: null
  payment: null
  payment_authorized_at: null
  idempotency_key: null
  context: Record<string, never>
  metadata: Record<string, unknown> | null
  completed_at: string | null
  created_at: string | null
  updated_at: string | null
  subtotal: number
  discount_total: number
  shipping_total: number
  tax_total: number
  item_tax_total: number
  shipping_tax_total: number
  total: number
  gift_card_total: 0
  gift_card_tax_total: 0
  refunded_total: 0
}

/** What a v1 cart holds that v2's answer does not: its region (as v1 answers it) and its shipping options' tea houses. */
export interface CartContext<Region> {
  region: Region
  shippingOptionStores: ReadonlyMap<string, string | null>
}

function sessionsOf(cart: V2Cart): { sessions: V1PaymentSession[]; selected: V1PaymentSession | null } {
  const v2Sessions = cart.payment_collection?.payment_sessions ?? []
  const chosen = selectedSession(v2Sessions)
  const sessions = v2Sessions.map((session) => v1PaymentSession(session, cart, session === chosen))
  return { sessions, selected: sessions.find((session) => session.is_selected) ?? null }
}

export function v1Cart<Region>(cart: V2Cart, { region, shippingOptionStores }: CartContext<Region>): V1Cart<Region> {
  const currency = cart.currency_code
  const methods = cart.shipping_methods ?? []
  const where = { currency_code: currency, cart_id: cart.id, order_id: null }
  const { sessions, selected } = sessionsOf(cart)
  return {
    object: "cart",
    id: cart.id,
    email: cart.email ?? null,
    type: "default",
    region_id: cart.region_id ?? null,
    region,
    sales_channel_id: cart.sales_channel_id ?? null,
    customer_id: cart.customer_id ?? null,
    items: (cart.items ?? []).map((item) => v1LineItem(item, { ...where, has_shipping: methods.length > 0 })),
    shipping_address_id: cart.shipping_address?.id ?? null,
    shipping_address: v1Address(cart.shipping_address),
    billing_address_id: cart.billing_address?.id ?? null,
    billing_address: v1Address(cart.billing_address),
    shipping_methods: methods.map((method) =>
      v1ShippingMethod(method, { ...where, region_id: cart.region_id ?? "", shippingOptionStores }),
    ),
    discounts: (cart.promotions ?? []).filter((promotion) => promotion.code).map((promotion) => v1Discount(promotion, currency)),
    gift_cards: [],
    payment_sessions: sessions,
    payment_session: selected,
    payment_id: null,
    payment: null,
    payment_authorized_at: null,
    idempotency_key: null,
    context: {},
    metadata: cart.metadata ?? null,
    completed_at: cart.completed_at ?? null,
    created_at: cart.created_at ?? null,
    updated_at: cart.updated_at ?? null,
    ...v1Totals(cart, DOCUMENT_TOTALS, currency),
    gift_card_total: 0,
    gift_card_tax_total: 0,
    refunded_total: 0,
  }
}

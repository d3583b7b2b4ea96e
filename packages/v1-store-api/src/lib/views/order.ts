import { toMinorUnits } from "../minor-units"
import type { V1Cart } from "./cart"
import { type V1DocumentParts, type V2Document, V2_DOCUMENT_FIELDS, v1DocumentParts } from "./document"
import type { V1PaymentSession } from "./payment-session"

/** An order as v2's store API answers it for the fields below, its items carrying their tea house. */
export interface V2Order extends V2Document {
  id: string
  display_id: number
  status: string
  payment_status?: string | null
  fulfillment_status?: string | null
  email?: string | null
  customer_id?: string | null
  sales_channel_id?: string | null
  cart?: { id: string } | null
  created_at?: string
  updated_at?: string
  metadata?: Record<string, unknown> | null
  summary?: { paid_total?: number; refunded_total?: number } | null
}

/** What a route asks v2 for to answer a v1 order. */
export const V2_ORDER_FIELDS = [
  "id,display_id,status,payment_status,fulfillment_status,email,customer_id,sales_channel_id,cart.id,created_at,updated_at,metadata,summary",
  V2_DOCUMENT_FIELDS,
].join(",")

type V1OrderStatus = "pending" | "completed" | "archived" | "canceled" | "requires_action"
type V1PaymentStatus = "not_paid" | "awaiting" | "captured" | "partially_refunded" | "refunded" | "canceled" | "requires_action"
type V1FulfillmentStatus =
  | "not_fulfilled"
  | "partially_fulfilled"
  | "fulfilled"
  | "partially_shipped"
  | "shipped"
  | "partially_returned"
  | "returned"
  | "canceled"
  | "requires_action"

/** v1's Order as its store routes answered it, with the tea house on each item. */
export interface V1Order extends V1DocumentParts {
  object: "order"
  id: string
  display_id: number
  status: V1OrderStatus
  fulfillment_status: V1FulfillmentStatus
  payment_status: V1PaymentStatus
  email: string | null
  currency_code: string
  region_id: string | null
  customer_id: string | null
  cart_id: string | null
  sales_channel_id: string | null
  tax_rate: null
  gift_cards: []
  metadata: Record<string, unknown> | null
  created_at: string | null
  updated_at: string | null
  paid_total: number
  refunded_total: number
  gift_card_total: 0
  gift_card_tax_total: 0
}

/** v2's statuses that v1 did not have, as the v1 status nearest in meaning (draft orders never reach the store). */
const ORDER_STATUS: Record<string, V1OrderStatus> = { draft: "pending" }
/** v1 had no authorized state for an order: authorized money was "awaiting" its capture. */
const PAYMENT_STATUS: Record<string, V1PaymentStatus> = {
  authorized: "awaiting",
  partially_authorized: "awaiting",
  partially_captured: "awaiting",
}
/** v1 stopped at shipped. */
const FULFILLMENT_STATUS: Record<string, V1FulfillmentStatus> = { delivered: "shipped", partially_delivered: "partially_shipped" }

const inV1 = <T extends string>(status: string | null | undefined, renamed: Record<string, T>, fallback: T): T =>
  status ? (renamed[status] ?? (status as T)) : fallback

export interface OrderContext {
  shippingOptionStores: ReadonlyMap<string, string | null>
}

export function v1Order(order: V2Order, { shippingOptionStores }: OrderContext): V1Order {
  const currency = order.currency_code
  const cart_id = order.cart?.id ?? null
  return {
    object: "order",
    id: order.id,
    display_id: order.display_id,
    status: inV1(order.status, ORDER_STATUS, "pending"),
    fulfillment_status: inV1(order.fulfillment_status, FULFILLMENT_STATUS, "not_fulfilled"),
    payment_status: inV1(order.payment_status, PAYMENT_STATUS, "not_paid"),
    email: order.email ?? null,
    currency_code: currency,
    region_id: order.region_id ?? null,
    customer_id: order.customer_id ?? null,
    cart_id,
    sales_channel_id: order.sales_channel_id ?? null,
    tax_rate: null,
    ...v1DocumentParts(order, { cart_id, order_id: order.id, shippingOptionStores }),
    gift_cards: [],
    metadata: order.metadata ?? null,
    created_at: order.created_at ?? null,
    updated_at: order.updated_at ?? null,
    paid_total: toMinorUnits(order.summary?.paid_total ?? 0, currency),
    refunded_total: toMinorUnits(order.summary?.refunded_total ?? 0, currency),
    gift_card_total: 0,
    gift_card_tax_total: 0,
  }
}

/** v1's answer to `POST /store/carts/{id}/complete` (`StoreCompleteCartRes`). */
export type V1CompletionAnswer<Region = unknown> =
  | { type: "order"; data: V1Order }
  | { type: "cart"; data: V1Cart<Region>; payment_status: V1PaymentSession["status"] | null }

/** A placed order answers `{ type: "order" }`; a cart whose payment did not go through answers itself, with its session's status, as v1's completion strategy did. */
export function completionAnswer<Region>(outcome: { order: V1Order } | { cart: V1Cart<Region> }): V1CompletionAnswer<Region> {
  if ("order" in outcome) return { type: "order", data: outcome.order }
  return { type: "cart", data: outcome.cart, payment_status: outcome.cart.payment_session?.status ?? null }
}

import { type V1DocumentParts, type V2Document, V2_DOCUMENT_FIELDS, v1DocumentParts } from "./document"
import { prefixed } from "./fields"
import { type V1PaymentSession, type V2PaymentSession, V2_PAYMENT_SESSION_FIELDS, selectedSession, v1PaymentSession } from "./payment-session"

/** A cart as v2's store API answers it for the fields below, its items carrying their tea house. */
export interface V2Cart extends V2Document {
  id: string
  email?: string | null
  sales_channel_id?: string | null
  customer_id?: string | null
  completed_at?: string | null
  created_at?: string
  updated_at?: string
  metadata?: Record<string, unknown> | null
  payment_collection?: { payment_sessions?: V2PaymentSession[] | null } | null
}

/** What a route asks v2 for to answer a v1 cart. */
export const V2_CART_FIELDS = [
  // A cart answers its customer_id only when its customer is asked for.
  "id,email,sales_channel_id,customer.id,completed_at,created_at,updated_at,metadata",
  V2_DOCUMENT_FIELDS,
  prefixed("payment_collection.payment_sessions", V2_PAYMENT_SESSION_FIELDS),
].join(",")

/** v1's Cart as its store routes answered it (with their default relations), with the tea house on each item. */
export interface V1Cart<Region = unknown> extends V1DocumentParts {
  object: "cart"
  id: string
  email: string | null
  type: "default"
  region_id: string | null
  region: Region
  sales_channel_id: string | null
  customer_id: string | null
  shipping_address_id: string | null
  billing_address_id: string | null
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
    ...v1DocumentParts(cart, { cart_id: cart.id, order_id: null, shippingOptionStores }),
    shipping_address_id: cart.shipping_address?.id ?? null,
    billing_address_id: cart.billing_address?.id ?? null,
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
    gift_card_total: 0,
    gift_card_tax_total: 0,
    refunded_total: 0,
  }
}

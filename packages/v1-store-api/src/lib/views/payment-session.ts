import { toMinorUnits } from "../minor-units"

/** A session of a cart's payment collection, as v2 answers it. */
export interface V2PaymentSession {
  id: string
  provider_id: string
  status: "pending" | "requires_more" | "authorized" | "captured" | "error" | "canceled"
  amount: number
  data?: Record<string, unknown> | null
  authorized_at?: string | null
  created_at?: string
  updated_at?: string
}

export const V2_PAYMENT_SESSION_FIELDS = "id,provider_id,status,amount,data,authorized_at,created_at,updated_at"

/** v1's PaymentSession. */
export interface V1PaymentSession {
  id: string
  cart_id: string
  provider_id: string
  is_selected: boolean
  is_initiated: true
  status: "pending" | "requires_more" | "authorized" | "error" | "canceled"
  data: Record<string, unknown>
  amount: number
  payment_authorized_at: string | null
  idempotency_key: null
  created_at: string | null
  updated_at: string | null
}

/** The statuses with which v2's cart completion takes a session (validate-cart-payments in core-flows). */
const PROCESSABLE = new Set<V2PaymentSession["status"]>(["pending", "requires_more", "authorized", "captured"])

/** The session v2 completes the cart with (the first one it can process), which is v1's selected one. */
export function selectedSession(sessions: V2PaymentSession[]): V2PaymentSession | undefined {
  return sessions.find((session) => PROCESSABLE.has(session.status))
}

/** v1 had no captured session: a session was authorized, and the capture happened on the order's payment. */
export function v1PaymentSession(session: V2PaymentSession, cart: { id: string; currency_code: string }, isSelected: boolean): V1PaymentSession {
  return {
    id: session.id,
    cart_id: cart.id,
    provider_id: session.provider_id,
    is_selected: isSelected,
    is_initiated: true,
    status: session.status === "captured" ? "authorized" : session.status,
    data: session.data ?? {},
    amount: toMinorUnits(session.amount, cart.currency_code),
    payment_authorized_at: session.authorized_at ?? null,
    idempotency_key: null,
    created_at: session.created_at ?? null,
    updated_at: session.updated_at ?? null,
  }
}

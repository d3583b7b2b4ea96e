import { toMinorUnits } from "../minor-units"

/**
 * A return as Medusa v1's store API answered it (v1.x `models/return.ts` with its default relations
 * `items` and `items.reason`), from v2's return read with V2_RETURN_FIELDS. Amounts in minor units. The
 * warehouse it goes back to (`location_id`) is a stock location, which no store answer carries: null.
 */
export const V2_RETURN_FIELDS = [
  "id",
  "status",
  "order_id",
  "refund_amount",
  "no_notification",
  "received_at",
  "created_at",
  "updated_at",
  "order.currency_code",
  "items.id",
  "items.item_id",
  "items.quantity",
  "items.received_quantity",
  "items.reason_id",
  "items.note",
  "items.reason.id",
  "items.reason.value",
  "items.reason.label",
  "items.reason.description",
  "items.reason.parent_return_reason_id",
  "items.reason.created_at",
  "items.reason.updated_at",
  "shipping_methods.id",
  "shipping_methods.name",
  "shipping_methods.amount",
  "shipping_methods.shipping_option_id",
]

type Nullable<T> = T | null | undefined

export interface ReturnRecord {
  id: string
  status: string
  order_id: string
  refund_amount?: unknown
  no_notification?: Nullable<boolean>
  received_at?: unknown
  created_at?: unknown
  updated_at?: unknown
  /** The order's currency, which its amounts are in. */
  order: { currency_code: string }
  items?: Nullable<
    {
      item_id: string
      quantity: unknown
      received_quantity?: unknown
      reason_id?: Nullable<string>
      note?: Nullable<string>
      reason?: Nullable<Record<string, unknown>>
    }[]
  >
  shipping_methods?: Nullable<Nullable<{ id: string; name?: Nullable<string>; amount?: unknown; shipping_option_id?: Nullable<string> }>[]>
}

export function toV1Return(found: ReturnRecord) {
  const currency = found.order.currency_code
  const method = (found.shipping_methods ?? []).find((candidate) => !!candidate)
  return {
    id: found.id,
    status: found.status,
    order_id: found.order_id,
    swap_id: null,
    claim_order_id: null,
    items: (found.items ?? []).map((item) => {
      const received = Number(item.received_quantity ?? 0)
      return {
        return_id: found.id,
        item_id: item.item_id,
        quantity: Number(item.quantity),
        is_requested: true,
        requested_quantity: Number(item.quantity),
        received_quantity: received > 0 ? received : null,
        reason_id: item.reason_id ?? null,
        note: item.note ?? null,
        reason: item.reason ?? null,
      }
    }),
    shipping_method: method
      ? {
          id: method.id,
          return_id: found.id,
          shipping_option_id: method.shipping_option_id ?? null,
          name: method.name ?? null,
          price: toMinorUnits(method.amount ?? 0, currency),
        }
      : null,
    shipping_data: null,
    location_id: null,
    refund_amount: toMinorUnits(found.refund_amount ?? 0, currency),
    received_at: found.received_at ?? null,
    no_notification: found.no_notification ?? null,
    idempotency_key: null,
    created_at: found.created_at ?? null,
    updated_at: found.updated_at ?? null,
  }
}

export type V1Return = ReturnType<typeof toV1Return>

import type { OrderReturn } from "@lib/util/returns"
import { formatOrderDate } from "@leafline/shop-contract"
import { returnStatusLabel } from "@lib/util/return-status"

const STATUS_TONES: Record<string, string> = {
  received: "bg-leaf-100 text-leaf-900",
  partially_received: "bg-leaf-100 text-leaf-900",
  canceled: "bg-stone-100 text-stone-700",
}

/** The order's returns, each with its state, items, quantities, reason and note. */
export default function OrderReturns({ returns, itemName }: { returns: OrderReturn[]; itemName: (itemId: string, fallback: string) => string }) {
  return (
    <ul className="space-y-3" data-testid="order-returns">
      {returns.map((orderReturn) => {
        const when = orderReturn.received_at ?? orderReturn.canceled_at ?? orderReturn.requested_at
        const note = orderReturn.items.find((item) => item.note)?.note
        return (
          <li key={orderReturn.id} className="rounded-xl border border-leaf-100 p-4" data-testid="order-return">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">Return #{orderReturn.display_id}</h3>
              <p className="text-sm">
                <span
                  className={`rounded-full px-3 py-1 font-semibold ${STATUS_TONES[orderReturn.status] ?? "bg-amber-100 text-amber-900"}`}
                  data-testid="return-status"
                >
                  {returnStatusLabel(orderReturn.status)}
                </span>
                {when ? (
                  <span className="ml-2 text-leaf-800">
                    on <time dateTime={when}>{formatOrderDate(when)}</time>
                  </span>
                ) : null}
              </p>
            </div>
            <ul className="mt-2 text-sm">
              {orderReturn.items.map((item) => (
                <li key={item.item_id} data-testid="return-item">
                  {item.quantity} × {itemName(item.item_id, item.title)}
                  {item.reason ? <span className="text-leaf-800"> · {item.reason.label}</span> : null}
                  {orderReturn.status === "partially_received" ? <span className="text-leaf-800"> · {item.received_quantity} received</span> : null}
                </li>
              ))}
            </ul>
            {note ? <p className="mt-2 text-sm text-leaf-800">Your note: “{note}”</p> : null}
          </li>
        )
      })}
    </ul>
  )
}

/** What the return rules need of an order: its state, its items and the returns already made of it. */
export interface OrderForReturn {
  status: string
  fulfillment_status: string
  items: { id: string; title: string; quantity: number; shipped_quantity: number }[]
  returns: { status: string; items: { item_id: string; quantity: number }[] }[]
}

export interface ReturnRequestLine {
  id: string
  quantity: number
}

/** Medusa's fulfillment statuses of an order at least part of which has left the tea house. */
const SHIPPED_STATUSES = new Set(["shipped", "partially_shipped", "delivered", "partially_delivered"])

export const NOT_SHIPPED_MESSAGE = "This order has not been shipped yet, so it cannot be returned."
export const CANCELED_ORDER_MESSAGE = "This order was canceled, so it cannot be returned."

export function isShipped(order: Pick<OrderForReturn, "status" | "fulfillment_status">): boolean {
  return order.status !== "canceled" && SHIPPED_STATUSES.has(order.fulfillment_status)
}

/** How many of each item the order's returns that were not canceled took back or are taking back (requested or received). */
function takenBack(order: OrderForReturn): Map<string, number> {
  const taken = new Map<string, number>()
  for (const earlier of order.returns) {
    if (earlier.status === "canceled") continue
    for (const item of earlier.items) taken.set(item.item_id, (taken.get(item.item_id) ?? 0) + item.quantity)
  }
  return taken
}

/** How many of each item can still be returned: what was shipped of it, less what earlier returns took back. */
export function returnableQuantities(order: OrderForReturn): Map<string, number> {
  const taken = takenBack(order)
  const shipped = isShipped(order)
  return new Map(
    order.items.map((item) => {
      const sent = Math.min(item.quantity, item.shipped_quantity)
      return [item.id, shipped ? Math.max(0, sent - (taken.get(item.id) ?? 0)) : 0]
    }),
  )
}

/** Why a return of these lines cannot be made of the order, or null when it can. */
export function returnRefusal(order: OrderForReturn, lines: ReturnRequestLine[]): string | null {
  if (order.status === "canceled") return CANCELED_ORDER_MESSAGE
  if (!isShipped(order)) return NOT_SHIPPED_MESSAGE
  if (!lines.length) return "Choose at least one item to return."
  const returnable = returnableQuantities(order)
  const taken = takenBack(order)
  const seen = new Set<string>()
  for (const line of lines) {
    if (seen.has(line.id)) return `The item ${line.id} is listed twice: give each item once, with its quantity.`
    seen.add(line.id)
    const item = order.items.find((candidate) => candidate.id === line.id)
    if (!item) return `This order has no item ${line.id}.`
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      return `The quantity of "${item.title}" must be a whole number of 1 or more.`
    }
    const left = returnable.get(item.id) ?? 0
    if (line.quantity <= left) continue
    const earlier = taken.get(item.id) ?? 0
    if (earlier > 0) {
      return left === 0
        ? `"${item.title}" cannot be returned again: all ${earlier} are returned or being returned already.`
        : `Only ${left} more of "${item.title}" can be returned: ${earlier} of the ${item.quantity} ordered are returned or being returned already.`
    }
    if (item.shipped_quantity < item.quantity) {
      return `Only ${left} of "${item.title}" can be returned: ${item.shipped_quantity} of the ${item.quantity} ordered have been shipped.`
    }
    return `Only ${left} of "${item.title}" can be returned: the order has ${item.quantity}.`
  }
  return null
}

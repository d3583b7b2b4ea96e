import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { getOrderDetailWorkflow } from "@medusajs/medusa/core-flows"
import type { OrderReturn, OrderReturns } from "@leafline/shop-contract"
import { accountOwnerId } from "../ownership/customer-ownership"
import { type OrderForReturn, isShipped, returnableQuantities } from "./returnable"

export type OrderWithReturns = OrderForReturn & {
  id: string
  returnViews: OrderReturn[]
  /** The options the order was shipped by. */
  shippingOptionIds: string[]
  /** The order's shipping methods that are its returns' (Medusa adds a return's shipping method to its order). */
  returnShippingMethodIds: string[]
}

const ORDER_FIELDS = [
  "id",
  "status",
  "items.id",
  "items.title",
  "items.quantity",
  // An order item's quantities come with its detail (Medusa leaves `quantity` out without it).
  "items.detail.quantity",
  "items.detail.shipped_quantity",
  "shipping_methods.id",
  "shipping_methods.shipping_option_id",
]
const RETURN_FIELDS = [
  "id",
  "display_id",
  "status",
  "requested_at",
  "received_at",
  "canceled_at",
  "created_at",
  "items.item_id",
  "items.quantity",
  "items.received_quantity",
  "items.note",
  "items.reason.value",
  "items.reason.label",
  // The order's shipping method by which the return goes back.
  "shipping_methods.id",
]

const notFound = (id: string) => new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id ${id} was not found`)

/**
 * A 404 unless the order is the signed-in customer's own (a guest's order is nobody's here, whatever its
 * email), worded as for an order that does not exist, as GET /store/orders/:id words it.
 */
export async function assertOwnOrder(scope: MedusaContainer, orderId: string, customerId: string): Promise<void> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "customer_id", "customer.has_account"],
    filters: { id: orderId, is_draft_order: false },
  })
  if (!data[0] || accountOwnerId(data[0]) !== customerId) throw notFound(orderId)
}

/** A return as Query reads it: the view's own fields, quantities still BigNumbers. */
type RawReturn = Omit<OrderReturn, "items"> & {
  created_at: string
  items?: {
    item_id: string
    quantity: unknown
    received_quantity: unknown
    note?: string | null
    reason?: { value: string; label: string } | null
  }[]
  shipping_methods?: ({ id: string } | null)[] | null
}

/** The order as the return rules see it, and its returns as the customer sees them, oldest first. */
export async function retrieveOrderWithReturns(scope: MedusaContainer, orderId: string): Promise<OrderWithReturns> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  // Medusa works out an order's fulfillment status from its fulfillments in this workflow alone.
  const { result: order } = await getOrderDetailWorkflow(scope).run({
    input: { order_id: orderId, fields: ORDER_FIELDS, filters: { is_draft_order: false } },
  })
  const { data: returns } = await query.graph({
    entity: "return",
    fields: RETURN_FIELDS,
    filters: { order_id: orderId },
  })
  type RawItem = { id: string; title: string; quantity: unknown; detail?: { shipped_quantity?: unknown } | null }
  const items = ((order.items ?? []) as RawItem[]).map((item) => ({
    id: item.id,
    title: item.title,
    quantity: Number(item.quantity),
    shipped_quantity: Number(item.detail?.shipped_quantity ?? 0),
  }))
  const titles = new Map(items.map((item) => [item.id, item.title]))
  const sorted = (returns as RawReturn[]).sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))
  const returnViews: OrderReturn[] = sorted.map((found) => ({
    id: found.id,
    display_id: found.display_id,
    status: found.status,
    requested_at: found.requested_at,
    received_at: found.received_at,
    canceled_at: found.canceled_at,
    items: (found.items ?? []).map((item) => ({
      item_id: item.item_id,
      title: titles.get(item.item_id) ?? "",
      quantity: Number(item.quantity),
      received_quantity: Number(item.received_quantity ?? 0),
      note: item.note ?? null,
      reason: item.reason ? { value: item.reason.value, label: item.reason.label } : null,
    })),
  }))
  const returnShippingMethodIds = (returns as RawReturn[]).flatMap((found) =>
    (found.shipping_methods ?? []).flatMap((method) => (method?.id ? [method.id] : [])),
  )
  type RawShippingMethod = { id: string; shipping_option_id?: string | null }
  const shippingMethods = (order.shipping_methods ?? []) as RawShippingMethod[]
  const isReturns = (method: RawShippingMethod) => returnShippingMethodIds.includes(method.id)
  return {
    id: order.id,
    status: order.status,
    fulfillment_status: order.fulfillment_status,
    items,
    returns: returnViews.map((view) => ({ status: view.status, items: view.items })),
    returnViews,
    shippingOptionIds: shippingMethods
      .filter((method) => !isReturns(method))
      .map((method) => method.shipping_option_id)
      .filter((id): id is string => !!id),
    returnShippingMethodIds,
  }
}

/** The order's returns, and how many of each item can still be returned. */
export function returnsAnswer(order: OrderWithReturns): OrderReturns {
  const returnable = returnableQuantities(order)
  return {
    returns: order.returnViews,
    shipped: isShipped(order),
    returnable_items: order.items.map((item) => ({ item_id: item.id, quantity: returnable.get(item.id) ?? 0 })),
    return_shipping_method_ids: order.returnShippingMethodIds,
  }
}

/** One of Medusa's return reasons by id, or a 400 that lists the reasons to choose from. */
export async function retrieveReturnReason(scope: MedusaContainer, reasonId: string): Promise<{ id: string }> {
  const orders = scope.resolve(Modules.ORDER)
  const [reason] = await orders.listReturnReasons({ id: reasonId }, { select: ["id"] })
  if (reason) return reason
  const known = await orders.listReturnReasons({}, { select: ["label"], take: 50 })
  throw new MedusaError(
    MedusaError.Types.INVALID_DATA,
    `Unknown return reason ${reasonId}: choose one of ${known.map((r) => r.label).join(", ")} (GET /store/return-reasons).`,
  )
}

/**
 * The return option of the tea house that shipped the order, and the house's warehouse the return goes
 * to: the option with the `is_return` rule in the service zone the order was shipped from (each house's
 * zones are its own). Medusa's return records no location unless given one, and then cannot be received.
 */
export async function houseReturnOption(scope: MedusaContainer, order: OrderWithReturns): Promise<{ id: string; locationId: string }> {
  const fulfillment = scope.resolve(Modules.FULFILLMENT)
  const shipped = order.shippingOptionIds.length
    ? await fulfillment.listShippingOptions({ id: order.shippingOptionIds }, { select: ["id", "service_zone_id"] })
    : []
  const zoneIds = [...new Set(shipped.map((option) => option.service_zone_id))]
  const candidates = zoneIds.length
    ? await fulfillment.listShippingOptions({ service_zone: { id: zoneIds } }, { relations: ["rules"] })
    : []
  const returnOption = candidates.find((option) =>
    option.rules?.some((rule) => rule.attribute === "is_return" && String(rule.value) === "true"),
  )
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = returnOption
    ? await query.graph({ entity: "shipping_option", fields: ["id", "service_zone.fulfillment_set.location.id"], filters: { id: returnOption.id } })
    : { data: [] }
  const locationId = (data[0] as { service_zone?: { fulfillment_set?: { location?: { id?: string } | null } | null } | null } | undefined)
    ?.service_zone?.fulfillment_set?.location?.id
  if (!returnOption || !locationId) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      "This order cannot be returned online: its tea house has no return option. Please contact the shop.",
    )
  }
  return { id: returnOption.id, locationId }
}

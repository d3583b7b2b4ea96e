import type { ICartModuleService, IInventoryService, IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/** The orders a completion run created, as its create-orders step answered (each with its lines). */
export interface CreatedOrder {
  id: string
  items?: { id: string }[] | null
}

/**
 * What a step did in the instant its process died is written but not in the engine's checkpoint, so the
 * engine's compensation cannot undo it (a step running beside the one that finished last: reserving stock,
 * linking the order, completing the cart, authorising the payment). Once the run is compensated (its orders
 * deleted), those writes are found from what is known and undone: stock held for the deleted orders' lines,
 * links to them, a cart marked completed without a live order, and a payment authorised for a cart without one.
 */
export async function clearCutOffResidue(scope: MedusaContainer, cartId: string, createdOrders: CreatedOrder[]) {
  const orderIds = createdOrders.map((order) => order.id)
  const lineIds = createdOrders.flatMap((order) => (order.items ?? []).map((item) => item.id))
  if (lineIds.length) await scope.resolve<IInventoryService>(Modules.INVENTORY).deleteReservationItemsByLineItem(lineIds)
  if (orderIds.length) await scope.resolve(ContainerRegistrationKeys.LINK).delete({ [Modules.ORDER]: { order_id: orderIds } })

  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: carts }, { data: links }] = await Promise.all([
    query.graph({
      entity: "cart",
      fields: ["id", "completed_at", "payment_collection.payment_sessions.payment.id", "payment_collection.payment_sessions.payment.canceled_at", "payment_collection.payment_sessions.payment.captured_at"],
      filters: { id: cartId },
    }),
    query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } }),
  ])
  if (links.length || !carts[0]) return
  type HeldPayment = { id: string; canceled_at?: unknown; captured_at?: unknown }
  const cart = carts[0] as { completed_at?: unknown; payment_collection?: { payment_sessions?: ({ payment?: HeldPayment | null } | null)[] | null } | null }
  if (cart.completed_at) await scope.resolve<ICartModuleService>(Modules.CART).updateCarts([{ id: cartId, completed_at: null }])
  const payments = (cart.payment_collection?.payment_sessions ?? [])
    .map((session) => session?.payment)
    .filter((payment): payment is HeldPayment => !!payment && !payment.canceled_at && !payment.captured_at)
  for (const payment of payments) await scope.resolve<IPaymentModuleService>(Modules.PAYMENT).cancelPayment(payment.id)
}

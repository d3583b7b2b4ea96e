import type { ICartModuleService, IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { deleteReservationsByLineItemsWorkflow } from "@medusajs/medusa/core-flows"

/** The orders a completion run created, as its create-orders step answered (each with its lines). */
export interface CreatedOrder {
  id: string
  items?: { id: string }[] | null
}

/**
 * The links completion makes from an order (to its cart, its payment collection, its promotions), each
 * dismissed by itself: deleting an order's links outright would cascade to the payment collection, which
 * the cart still needs.
 */
const ORDER_LINKS = [
  { entity: "order_cart", module: Modules.CART, key: "cart_id" },
  { entity: "order_payment_collection", module: Modules.PAYMENT, key: "payment_collection_id" },
  { entity: "order_promotion", module: Modules.PROMOTION, key: "promotion_id" },
] as const

async function dismissOrderLinks(scope: MedusaContainer, orderIds: string[]) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const found = await Promise.all(
    ORDER_LINKS.map(async ({ entity, module, key }) => {
      const { data } = await query.graph({ entity, fields: ["order_id", key], filters: { order_id: orderIds } })
      // Typed here: a fresh clone's type check has no generated query types for link entities.
      const rows = data as unknown as Record<string, string>[]
      return rows.map((row) => ({ [Modules.ORDER]: { order_id: row.order_id }, [module]: { [key]: row[key] } }))
    }),
  )
  const links = found.flat()
  if (links.length) await scope.resolve(ContainerRegistrationKeys.LINK).dismiss(links)
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
  // Medusa's workflow, for its lock on the teas' stock: a level's reserved count is written from what was read,
  // so a deletion beside another checkout's reservation of the same tea would lose one of the two.
  if (lineIds.length) await deleteReservationsByLineItemsWorkflow(scope).run({ input: { ids: lineIds } })
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  if (orderIds.length) await dismissOrderLinks(scope, orderIds)

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

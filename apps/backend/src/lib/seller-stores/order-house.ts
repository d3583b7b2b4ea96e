import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { type House, distinctHouses } from "../checkout/one-tea-house"

export type OrderHouseLink =
  | { order_id: string; seller_store: House; created: boolean }
  | { order_id: string; seller_store: null; reason: string }

type Order = { id: string; seller_store?: House | null; items?: ({ product_id?: string | null } | null)[] | null }

/**
 * The order's house as it stands: already linked, the one house its teas come from, or why there is none.
 * It reads the same before and after the link is made, so the order-placed email can use it whichever
 * subscriber of order.placed runs first.
 */
export async function findOrderHouse(container: MedusaContainer, order_id: string): Promise<OrderHouseLink> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id", "seller_store.id", "seller_store.name", "items.product_id"],
    filters: { id: order_id },
  })
  const order = orders[0] as Order | undefined
  if (!order) return { order_id, seller_store: null, reason: "the order does not exist" }
  if (order.seller_store) return { order_id, seller_store: order.seller_store, created: false }

  const productIds = (order.items ?? []).map((item) => item?.product_id).filter((id): id is string => !!id)
  const { data: products } = productIds.length
    ? await query.graph({ entity: "product", fields: ["id", "seller_store.id", "seller_store.name"], filters: { id: productIds } })
    : { data: [] }
  const houses = distinctHouses((products as { seller_store?: House | null }[]).map((product) => product.seller_store))
  if (houses.length === 1) return { order_id, seller_store: houses[0], created: true }
  const reason = houses.length ? `its teas come from ${houses.length} tea houses` : "none of its teas belongs to a tea house"
  return { order_id, seller_store: null, reason }
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { type House, distinctHouses } from "../../../lib/checkout/one-tea-house"
import { SELLER_MODULE } from "../../../modules/seller"

export type OrderHouseLink =
  | { order_id: string; seller_store: House; created: boolean }
  | { order_id: string; seller_store: null; reason: string }

type Order = { id: string; seller_store?: House | null; items?: ({ product_id?: string | null } | null)[] | null }
type Created = { store_id: string; order_id: string }

const orderLink = ({ store_id, order_id }: Created) => ({
  [SELLER_MODULE]: { seller_store_id: store_id },
  [Modules.ORDER]: { order_id },
})

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

/**
 * Links an order to the tea house its teas come from. An order already linked is left as it is, so a
 * second delivery of the same event makes no second link.
 */
export const linkOrderToSellerStoreStep = createStep(
  "link-order-to-seller-store",
  async ({ order_id }: { order_id: string }, { container }) => {
    const found = await findOrderHouse(container, order_id)
    if (!found.seller_store || !found.created) return new StepResponse<OrderHouseLink, Created | null>(found, null)
    const created = { store_id: found.seller_store.id, order_id }
    await container.resolve(ContainerRegistrationKeys.LINK).create(orderLink(created))
    return new StepResponse<OrderHouseLink, Created | null>(found, created)
  },
  async (created, { container }) => {
    if (created) await container.resolve(ContainerRegistrationKeys.LINK).dismiss(orderLink(created))
  },
)

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { getOrderDetailWorkflow } from "@medusajs/medusa/core-flows"
import { shippingOptionHouses, withLineHouses } from "../linked-houses"
import { graphFields } from "../views/fields"
import type { V2LineItem } from "../views/line-item"
import { type V1Order, type V2Order, V2_ORDER_FIELDS, v1Order } from "../views/order"

/** What a route asks v2's order answer for to answer a v1 order, as the order workflow takes it. */
export const V2_ORDER_GRAPH_FIELDS = graphFields(V2_ORDER_FIELDS)

/** An order as v2's order answer reads with V2_ORDER_GRAPH_FIELDS: its lines without their tea house. */
export type V2OrderRecord = Omit<V2Order, "items"> & { items?: Omit<V2LineItem, "store_id">[] | null }

/** A v2 order answer in v1's shape, the tea house on each line and shipping method. */
export async function asV1Order(scope: MedusaContainer, record: V2OrderRecord): Promise<V1Order> {
  const [items, shippingOptionStores] = await Promise.all([
    withLineHouses(scope, record.items),
    shippingOptionHouses(scope, (record.shipping_methods ?? []).map((method) => method.shipping_option_id)),
  ])
  return v1Order({ ...record, items }, { shippingOptionStores })
}

/** An order as v2's GET /store/orders/:id reads it (Medusa's order answer, its statuses worked out), in v1's shape; an unknown id is Medusa's 404. */
export async function readV1Order(scope: MedusaContainer, id: string): Promise<V1Order> {
  const { result } = await getOrderDetailWorkflow(scope).run({
    input: { fields: V2_ORDER_GRAPH_FIELDS, order_id: id, filters: { is_draft_order: false } },
  })
  return asV1Order(scope, result as unknown as V2OrderRecord)
}

/** The id of the order placed from a cart, if one was. */
export async function orderIdOfCart(scope: MedusaContainer, cartId: string): Promise<string | undefined> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  return (data[0] as { order_id?: string } | undefined)?.order_id
}

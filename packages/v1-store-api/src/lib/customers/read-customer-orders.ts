import type { MedusaContainer } from "@medusajs/framework/types"
import { getOrdersListWorkflow } from "@medusajs/medusa/core-flows"
import { productHouses, shippingOptionHouses } from "../linked-houses"
import type { V2LineItem } from "../views/line-item"
import { type V1Order, type V2Order, V2_ORDER_FIELDS, v1Order } from "../views/order"

type V2OrderRecord = Omit<V2Order, "items"> & { items?: Omit<V2LineItem, "store_id">[] | null }

export interface V1OrderPage {
  orders: V1Order[]
  count: number
  offset: number
  limit: number
}

/**
 * A customer's orders as v1's GET /store/customers/me/orders answered them, newest first: read as v2's GET
 * /store/orders reads them (Medusa's order-list workflow, which works out the statuses and totals; the
 * customer's own orders, no drafts).
 */
export async function readCustomerOrders(scope: MedusaContainer, customerId: string, page: { limit: number; offset: number }): Promise<V1OrderPage> {
  const { result } = await getOrdersListWorkflow(scope).run({
    input: {
      fields: V2_ORDER_FIELDS.split(","),
      variables: {
        filters: { is_draft_order: false, customer_id: customerId },
        skip: page.offset,
        take: page.limit,
        order: { created_at: "DESC" },
      },
    },
  })
  const { rows, metadata } = result as unknown as { rows: V2OrderRecord[]; metadata: { count: number } }
  // Each line's and each shipping method's tea house, read through the link tables.
  const [lineHouses, shippingOptionStores] = await Promise.all([
    productHouses(scope, rows.flatMap((order) => (order.items ?? []).map((item) => item.product_id))),
    shippingOptionHouses(scope, rows.flatMap((order) => (order.shipping_methods ?? []).map((method) => method.shipping_option_id))),
  ])
  const orders: V2Order[] = rows.map((order) => ({
    ...order,
    items: (order.items ?? []).map((item) => ({ ...item, store_id: (item.product_id && lineHouses.get(item.product_id)) || null })),
  }))
  return { orders: orders.map((order) => v1Order(order, { shippingOptionStores })), count: metadata.count, offset: page.offset, limit: page.limit }
}

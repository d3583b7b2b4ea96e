import type { MedusaContainer } from "@medusajs/framework/types"
import { getOrdersListWorkflow } from "@medusajs/medusa/core-flows"
import { shippingOptionHouses } from "../shipping-option-houses"
import type { V2LineItem } from "../views/line-item"
import { type V1Order, type V2Order, V2_ORDER_FIELDS, v1Order } from "../views/order"

// Each line's tea house, read as v2's order routes read it (lib/seller-stores/seller-store-fields.ts).
const LINE_HOUSE_FIELD = "items.product.seller_store.id"

type V2OrderRecord = Omit<V2Order, "items"> & {
  items?: (Omit<V2LineItem, "store_id"> & { product?: { seller_store?: { id: string } | null } | null })[] | null
}

const asV2Order = ({ items, ...order }: V2OrderRecord): V2Order => ({
  ...order,
  items: (items ?? []).map(({ product, ...item }) => ({ ...item, store_id: product?.seller_store?.id ?? null })),
})

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
      fields: `${V2_ORDER_FIELDS},${LINE_HOUSE_FIELD}`.split(","),
      variables: {
        filters: { is_draft_order: false, customer_id: customerId },
        skip: page.offset,
        take: page.limit,
        order: { created_at: "DESC" },
      },
    },
  })
  const { rows, metadata } = result as unknown as { rows: V2OrderRecord[]; metadata: { count: number } }
  const orders = rows.map(asV2Order)
  const shippingOptionStores = await shippingOptionHouses(
    scope,
    orders.flatMap((order) => (order.shipping_methods ?? []).map((method) => method.shipping_option_id)),
  )
  return { orders: orders.map((order) => v1Order(order, { shippingOptionStores })), count: metadata.count, offset: page.offset, limit: page.limit }
}

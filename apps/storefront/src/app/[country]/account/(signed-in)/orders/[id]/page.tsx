import type { Metadata } from "next"
import PageLink from "@modules/common/page-link"
import { listReturnReasons, requireCustomer, retrieveCustomerOrder, retrieveOrderReturns } from "@lib/data/server/account"
import OrderReturns from "@modules/order/components/order-returns"
import OrderStatusDetails from "@modules/order/components/order-status-details"
import OrderSummary from "@modules/order/components/order-summary"
import ReturnRequestForm from "@modules/order/components/return-request-form"

export const metadata: Metadata = { title: "Order" }

export default async function AccountOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const { customer, token } = await requireCustomer(`/account/orders/${encodeURIComponent(id)}`)
  const placed = await retrieveCustomerOrder(token, customer.id, id)
  const returns = await retrieveOrderReturns(token, placed.id)
  // A return's shipping method is the way back, not how the order was sent.
  const order = { ...placed, shipping_methods: placed.shipping_methods.filter((method) => !returns.return_shipping_method_ids.includes(method.id)) }
  const reasons = returns.shipped ? await listReturnReasons() : []
  const names = new Map(order.items.map((item) => [item.id, `${item.product_title} (${item.variant_title})`]))
  const itemName = (itemId: string, fallback: string) => names.get(itemId) ?? fallback
  const returnable = returns.returnable_items
    .filter((item) => item.quantity > 0)
    .map((item) => ({ id: item.item_id, name: itemName(item.item_id, ""), returnable: item.quantity }))
  return (
    <div className="space-y-6">
      <PageLink href="/account/orders" className="text-sm font-semibold text-leaf-700 underline">
        ← All orders
      </PageLink>
      <OrderSummary order={order} />
      <OrderStatusDetails order={order} />
      <section aria-labelledby="returns-heading" className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-leaf-100" data-testid="returns-section">
        <h2 id="returns-heading" className="font-serif text-xl">
          Returns
        </h2>
        {returns.returns.length ? <OrderReturns returns={returns.returns} itemName={itemName} /> : null}
        {!returns.shipped ? (
          <p className="text-sm text-leaf-800">Once the order has shipped, you can return teas from it here.</p>
        ) : returnable.length ? (
          <div className={`space-y-3 ${returns.returns.length ? "border-t border-leaf-100 pt-4" : ""}`}>
            <h3 className="font-semibold">Return items</h3>
            <ReturnRequestForm orderId={order.id} items={returnable} reasons={reasons} />
          </div>
        ) : (
          <p className="text-sm text-leaf-800">Everything in this order is returned or being returned.</p>
        )}
      </section>
    </div>
  )
}

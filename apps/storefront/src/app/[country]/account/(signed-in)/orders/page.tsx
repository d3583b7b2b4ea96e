import type { Metadata } from "next"
import PageLink from "@modules/common/page-link"
import { listCustomerOrders, requireCustomer } from "@lib/data/server/account"
import { orderPageCount, orderPageFrom, orderPageHref } from "@lib/util/order-pages"
import OrderList from "@modules/account/components/order-list"

export const metadata: Metadata = { title: "Orders" }

type Search = Promise<Record<string, string | string[] | undefined>>

export default async function AccountOrdersPage({ searchParams }: { searchParams: Search }) {
  const page = orderPageFrom((await searchParams).page)
  const { token } = await requireCustomer(orderPageHref(page))
  const { orders, count } = await listCustomerOrders(token, page)
  const pages = orderPageCount(count)
  const linkClass = "rounded-full px-4 py-2 font-medium ring-1 ring-leaf-200 hover:bg-leaf-100"
  return (
    <div>
      <h1 className="font-serif text-4xl">Your orders</h1>
      <p className="mt-2 text-leaf-800">{count === 1 ? "1 order" : `${count} orders`}, newest first.</p>
      <div className="mt-6">
        {orders.length ? (
          <OrderList orders={orders} />
        ) : (
          <p className="text-leaf-800">{page > 1 ? "No orders on this page." : "No orders yet."}</p>
        )}
      </div>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4" data-testid="orders-pagination">
          {page > 1 ? <PageLink href={orderPageHref(page - 1)} rel="prev" className={linkClass}>← Newer</PageLink> : <span />}
          <span className="text-sm text-leaf-800">
            Page {page} of {pages}
          </span>
          {page < pages ? <PageLink href={orderPageHref(page + 1)} rel="next" className={linkClass}>Older →</PageLink> : <span />}
        </nav>
      )}
    </div>
  )
}

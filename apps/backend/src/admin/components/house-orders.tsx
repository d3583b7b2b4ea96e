import { Badge, Heading, Table, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { adminFetch } from "../lib/admin-fetch"

const PAGE_SIZE = 20

type HouseOrder = {
  id: string
  display_id: number
  created_at: string
  email: string | null
  currency_code: string
  total: number
  status: string
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount)

// The shop's date format (dd-mm-yyyy, UTC), with the time staff need to tell a day's orders apart.
const placedAt = (iso: string) => {
  const [date, time] = iso.split("T")
  const [year, month, day] = date.split("-")
  return `${day}-${month}-${year} ${time.slice(0, 5)} UTC`
}

/** A tea house's orders, newest first, a page at a time; each opens Medusa's order page. */
export const HouseOrders = ({ storeId }: { storeId: string }) => {
  const [pageIndex, setPageIndex] = useState(0)
  const [page, setPage] = useState<{ orders: HouseOrder[]; count: number } | null>(null)

  useEffect(() => {
    adminFetch<{ orders: HouseOrder[]; count: number }>(
      `/admin/seller-stores/${storeId}/orders?limit=${PAGE_SIZE}&offset=${pageIndex * PAGE_SIZE}`,
    )
      .then(setPage)
      .catch((error) => toast.error(error.message))
  }, [storeId, pageIndex])

  const count = page?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / PAGE_SIZE))
  return (
    <div className="grid gap-2">
      <div className="px-6 pt-4">
        <Heading level="h2">Orders</Heading>
      </div>
      {page && !page.orders.length ? (
        <Text size="small" className="text-ui-fg-subtle px-6 pb-4">
          No orders yet.
        </Text>
      ) : (
        <>
          <Table>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>Order</Table.HeaderCell>
                <Table.HeaderCell>Date</Table.HeaderCell>
                <Table.HeaderCell>Customer</Table.HeaderCell>
                <Table.HeaderCell className="text-right">Total</Table.HeaderCell>
                <Table.HeaderCell>Status</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page?.orders.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>
                    <Link to={`/orders/${order.id}`} className="text-ui-fg-interactive hover:underline">
                      #{order.display_id}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{placedAt(order.created_at)}</Table.Cell>
                  <Table.Cell>{order.email ?? "–"}</Table.Cell>
                  <Table.Cell className="text-right">{money(order.total, order.currency_code)}</Table.Cell>
                  <Table.Cell>
                    <Badge size="2xsmall">{order.status}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <Table.Pagination
            count={count}
            pageSize={PAGE_SIZE}
            pageIndex={pageIndex}
            pageCount={pageCount}
            canPreviousPage={pageIndex > 0}
            canNextPage={pageIndex + 1 < pageCount}
            previousPage={() => setPageIndex((index) => index - 1)}
            nextPage={() => setPageIndex((index) => index + 1)}
          />
        </>
      )}
    </div>
  )
}

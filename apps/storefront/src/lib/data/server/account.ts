import "server-only"
import { CUSTOMER_FIELDS, ORDER_FIELDS } from "@leafline/store-fields"
import { notFound, redirect } from "next/navigation"
import { backendCall, sessionToken } from "@lib/backend/server"
import { loginHref } from "@lib/util/login-view"
import { orderPageQuery } from "@lib/util/order-pages"
import { SAVED_ADDRESS_FIELDS, type SavedAddress } from "@lib/util/addresses"
import type { Customer } from "@lib/util/customer"
import type { PlacedOrderDetails } from "@lib/util/placed-order"
import { type OrderReturns, RETURN_REASON_FIELDS, type ReturnReason, orderReturnsPath } from "@lib/util/returns"
import { readCatalogue } from "./read-catalogue"
import type { SalesChannel } from "@lib/util/sales-channels"

// What the account pages read, on the server, with the customer's own session: never cached.

export type OrderSummary = {
  id: string
  display_id: number
  created_at: string
  status: string
  payment_status?: string
  fulfillment_status?: string
  total: number
  currency_code: string
  items: { id: string; quantity: number; store_name?: string | null }[]
}

export type AccountOrder = Omit<PlacedOrderDetails, "shipping_methods"> &
  Pick<OrderSummary, "status" | "payment_status" | "fulfillment_status"> & {
    customer_id: string | null
    shipping_methods: (PlacedOrderDetails["shipping_methods"][number] & { id: string })[]
  }

const SUMMARY_FIELDS = "id,display_id,created_at,status,payment_status,fulfillment_status,total,currency_code,items.id,items.quantity"

async function customerCall<T>(token: string, path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  return backendCall<T>(`${path}?${search}`, { token })
}

/** The signed-in customer, or null when there is no session or the back end no longer accepts it. */
export async function signedInCustomer(): Promise<{ customer: Customer; token: string } | null> {
  const token = await sessionToken()
  if (!token) return null
  const answer = await customerCall<{ customer: Customer }>(token, "/store/customers/me", { fields: CUSTOMER_FIELDS })
  if (answer.status === 401) return null
  if (answer.status !== 200) throw new Error(`The account could not be read (${answer.status})`)
  return { customer: answer.body.customer, token }
}

/** An account page's customer; without one, the login page, which returns here after signing in. */
export async function requireCustomer(returnPath: string): Promise<{ customer: Customer; token: string }> {
  const signedIn = await signedInCustomer()
  if (!signedIn) redirect(loginHref("sign-in", returnPath))
  return signedIn
}

export async function listCustomerOrders(token: string, page: number): Promise<{ orders: OrderSummary[]; count: number }> {
  const answer = await customerCall<{ orders: OrderSummary[]; count: number }>(token, "/store/orders", {
    ...orderPageQuery(page),
    order: "-created_at",
    fields: SUMMARY_FIELDS,
  })
  if (answer.status !== 200) throw new Error(`The orders could not be read (${answer.status})`)
  return answer.body
}

/** One of the customer's orders; any other order, a guest's included, is not found. */
export async function retrieveCustomerOrder(token: string, customerId: string, id: string): Promise<AccountOrder> {
  const answer = await customerCall<{ order: AccountOrder }>(token, `/store/orders/${encodeURIComponent(id)}`, {
    fields: `${ORDER_FIELDS},shipping_methods.id,customer_id,status,payment_status,fulfillment_status`,
  })
  if (answer.status === 404 || (answer.status === 200 && answer.body.order.customer_id !== customerId)) notFound()
  if (answer.status !== 200) throw new Error(`The order could not be read (${answer.status})`)
  return answer.body.order
}

/** The returns of one of the customer's orders (a 404 for any other order, as retrieveCustomerOrder). */
export async function retrieveOrderReturns(token: string, orderId: string): Promise<OrderReturns> {
  const answer = await backendCall<OrderReturns>(orderReturnsPath(orderId), { token })
  if (answer.status === 404) notFound()
  if (answer.status !== 200) throw new Error(`The order's returns could not be read (${answer.status})`)
  return answer.body
}

/** Medusa's return reasons, for the return form (staff may add some at any time: not cached). */
export async function listReturnReasons(): Promise<ReturnReason[]> {
  const search = new URLSearchParams({ fields: RETURN_REASON_FIELDS, limit: "50" })
  const answer = await backendCall<{ return_reasons: ReturnReason[] }>(`/store/return-reasons?${search}`)
  if (answer.status !== 200) throw new Error(`The return reasons could not be read (${answer.status})`)
  return answer.body.return_reasons
}

export async function listCustomerAddresses(token: string): Promise<SavedAddress[]> {
  const answer = await customerCall<{ addresses: SavedAddress[] }>(token, "/store/customers/me/addresses", {
    fields: SAVED_ADDRESS_FIELDS,
    limit: 50,
  })
  if (answer.status !== 200) throw new Error(`The addresses could not be read (${answer.status})`)
  return answer.body.addresses
}

/** The sales channel the shop assigned the customer (a wholesale buyer, say), if any. */
export async function customerSalesChannel(customer: Customer): Promise<SalesChannel | null> {
  if (!customer.sales_channel_id) return null
  const { sales_channels } = await readCatalogue<{ sales_channels: SalesChannel[] }>("/store/sales-channels")
  return sales_channels.find((channel) => channel.id === customer.sales_channel_id) ?? null
}

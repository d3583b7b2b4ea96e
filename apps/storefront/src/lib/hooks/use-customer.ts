"use client"

import { useQuery } from "@tanstack/react-query"
import type { StoreClient } from "@lib/backend/browser"
import { useStoreClient } from "@lib/context/store-client-context"
import { retrieveCustomer } from "@lib/data/browser/customer"

export const CUSTOMER_QUERY_KEY = ["customer"] as const

export const customerQuery = (storeClient: StoreClient) => ({ queryKey: CUSTOMER_QUERY_KEY, queryFn: () => retrieveCustomer(storeClient) })

/** The signed-in customer (null for a guest); `isPending` while that is not known yet. */
export function useCustomer() {
  const storeClient = useStoreClient()
  const { data, isPending } = useQuery(customerQuery(storeClient))
  return { customer: data ?? null, isPending }
}

"use client"

import { useQuery } from "@tanstack/react-query"
import { useMedusa } from "@lib/context/medusa-context"
import { retrieveCustomer } from "@lib/data/customer"

export const CUSTOMER_QUERY_KEY = ["customer"] as const

/** The signed-in customer (null for a guest); `isPending` while that is not known yet. */
export function useCustomer() {
  const medusa = useMedusa()
  const { data, isPending } = useQuery({ queryKey: CUSTOMER_QUERY_KEY, queryFn: () => retrieveCustomer(medusa) })
  return { customer: data ?? null, isPending }
}

"use client"

import { useQueryClient } from "@tanstack/react-query"
import { useRouter } from "next/navigation"
import { useCallback, useEffect, useRef, useState } from "react"
import { useCart } from "@lib/context/cart-context"
import { useStoreClient } from "@lib/context/store-client-context"
import { rememberAddress } from "@lib/data/browser/addresses"
import { completeCart } from "@lib/data/browser/checkout"
import { orderQueryKey } from "@lib/data/browser/orders"
import { readJson, writeJson } from "@lib/util/local-state"
import { confirmationPath, isPlacingCarts, placementOutcome, type PlacementOutcome, type PlacingCart } from "@lib/util/placement"

/** The carts whose completion was asked for, kept for this tab until their outcome is shown. */
const PLACING_KEY = "leafline_placing"
const tabStorage = () => (typeof window === "undefined" ? undefined : window.sessionStorage)

/**
 * Places every tea house's order. Completing a cart is idempotent on the back end (Medusa answers a
 * completed cart with its order), so a double click, a retry, a second tab or a reload mid-way never
 * makes a second order: the click is ignored while placing, and after a reload the stored carts are
 * completed again, which answers with the orders already placed.
 */
export function usePlaceOrder({ saveAddress }: { saveAddress: object | null }) {
  const storeClient = useStoreClient()
  const router = useRouter()
  const queryClient = useQueryClient()
  const { clearCarts, refreshCart } = useCart()
  const placing = useRef(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<PlacementOutcome | null>(null)

  const complete = useCallback(
    async (carts: PlacingCart[]) => {
      if (placing.current || !carts.length) return
      placing.current = true
      setBusy(true)
      writeJson(tabStorage(), PLACING_KEY, carts)
      const results = await Promise.allSettled(carts.map((cart) => completeCart(storeClient, cart.cartId)))
      const result = placementOutcome(carts, results)
      // The confirmation page opens with the orders in hand.
      for (const placed of results) if (placed.status === "fulfilled") queryClient.setQueryData(orderQueryKey(placed.value.orderId), placed.value.order)
      clearCarts(result.placed.map((order) => order.cartId))
      await Promise.all(result.failed.map((failure) => refreshCart(failure.cartId)))
      if (result.placed.length && saveAddress) await rememberAddress(storeClient, saveAddress)
      writeJson(tabStorage(), PLACING_KEY, null)
      placing.current = false
      setBusy(false)
      if (result.failed.length) setOutcome(result)
      else router.push(confirmationPath(result.placed))
    },
    [storeClient, router, queryClient, clearCarts, refreshCart, saveAddress],
  )

  // A reload while placing: finish what was asked for (the back end answers a placed cart with its order).
  useEffect(() => {
    const pending = readJson(tabStorage(), PLACING_KEY, isPlacingCarts, [])
    if (pending.length) void complete(pending)
  }, [complete])

  return { place: complete, busy, outcome }
}

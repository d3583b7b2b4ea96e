"use client"

import { useQueryClient } from "@tanstack/react-query"
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"
import { addLineItem, createCart, retrieveCart, setCartRegion } from "@lib/data/carts"
import { effectiveChannel, salesChannelsQuery, useChosenChannelId } from "@lib/hooks/use-sales-channel"
import { cartForStore, cartIds, cartsReducer, totalItemCount, type CartAction, type HeldCarts } from "@lib/util/carts-per-store"
import { STORAGE_KEYS, browserStorage, isStringRecord, readJson, writeJson } from "@lib/util/local-state"
import { useMedusa } from "./medusa-context"
import { useShopperScope } from "./region-context"
import { errorMessage, notify } from "./toasts"

/** Spec section 5: shown when adding fails and the server gave no message. */
export const MAX_QUANTITY_MESSAGE = "You've reached the maximum quantity allowed for this item in your shopping cart."

interface CartContextValue {
  carts: HeldCarts
  /** True until the stored carts are loaded. */
  isLoading: boolean
  itemCount: number
  addItem: (item: { variantId: string; storeId?: string | null; quantity?: number }) => Promise<boolean>
  setRegion: (regionId: string) => Promise<void>
}

const CartContext = createContext<CartContextValue | null>(null)

/**
 * The shopper's carts, one per tea house (spec section 4). Stored ids are loaded at start; a cart that
 * cannot be fetched or is completed is dropped. A cart is created when the first item of a house is added.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const medusa = useMedusa()
  const scope = useShopperScope()
  const queryClient = useQueryClient()
  const [chosenChannelId] = useChosenChannelId()
  const [carts, setCarts] = useState<HeldCarts>({})
  // The latest carts, for calls that continue after an await (state would be a render behind).
  const cartsRef = useRef(carts)
  const dispatch = useCallback((action: CartAction) => {
    cartsRef.current = cartsReducer(cartsRef.current, action)
    setCarts(cartsRef.current)
  }, [])
  const loaded = useRef<Promise<void> | null>(null)
  // Adds run one after another, so two quick adds for a new tea house make one cart, not two.
  const adding = useRef<Promise<unknown>>(Promise.resolve())
  const [ready, setReady] = useState(false)

  useEffect(() => {
    loaded.current ??= (async () => {
      const ids = Object.values(readJson(browserStorage(), STORAGE_KEYS.carts, isStringRecord, {}))
      const results = await Promise.allSettled(ids.map((id) => retrieveCart(medusa, id)))
      const found = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []))
      dispatch({ type: "init", carts: found })
      setReady(true)
    })()
  }, [medusa, dispatch])

  useEffect(() => {
    // Only once the stored carts are loaded: before that, `carts` is empty, not emptied.
    if (ready) writeJson(browserStorage(), STORAGE_KEYS.carts, cartIds(carts))
  }, [ready, carts])

  const addNow = useCallback<CartContextValue["addItem"]>(
    async ({ variantId, storeId, quantity = 1 }) => {
      try {
        await loaded.current
        let cart = cartForStore(cartsRef.current, storeId)
        if (!cart) {
          const channels = await queryClient.fetchQuery(salesChannelsQuery(medusa))
          const channel = effectiveChannel(channels, chosenChannelId)
          cart = await createCart(medusa, { region_id: scope.regionId, sales_channel_id: channel?.id })
        }
        dispatch({ type: "set cart", cart: await addLineItem(medusa, cart.id, variantId, quantity) })
        notify.success("Added to your cart")
        return true
      } catch (error) {
        notify.error(errorMessage(error, MAX_QUANTITY_MESSAGE))
        return false
      }
    },
    [medusa, queryClient, chosenChannelId, scope.regionId, dispatch],
  )

  const addItem = useCallback<CartContextValue["addItem"]>(
    (item) => {
      const add = adding.current.then(() => addNow(item))
      adding.current = add
      return add
    },
    [addNow],
  )

  const setRegion = useCallback(
    async (regionId: string) => {
      await loaded.current
      const moves = Object.values(cartsRef.current)
        .filter((cart) => cart.region_id !== regionId)
        .map((cart) => setCartRegion(medusa, cart.id, regionId))
      for (const result of await Promise.allSettled(moves)) {
        if (result.status === "fulfilled") dispatch({ type: "set cart", cart: result.value })
      }
    },
    [medusa, dispatch],
  )

  const value = useMemo(
    () => ({ carts, isLoading: !ready, itemCount: totalItemCount(carts), addItem, setRegion }),
    [carts, ready, addItem, setRegion],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext)
  if (!cart) throw new Error("useCart must be used within a CartProvider")
  return cart
}

"use client"

import { useQueryClient } from "@tanstack/react-query"
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"
import {
  addLineItem,
  applyPromotionCodes,
  attachCartToCustomer,
  createCart,
  deleteLineItem,
  detachCartFromCustomer,
  removePromotionCodes,
  retrieveCart,
  updateCart,
  updateLineItem,
  type CartUpdate,
} from "@lib/data/browser/carts"
import { CUSTOMER_QUERY_KEY, customerQuery } from "@lib/hooks/use-customer"
import { effectiveChannel, salesChannelsQuery, useChosenChannelId } from "@lib/hooks/use-sales-channel"
import type { Customer } from "@lib/util/customer"
import {
  cartForHouse,
  cartIds,
  cartsReducer,
  filledCarts,
  totalItemCount,
  type CartAction,
  type HeldCart,
  type HeldCarts,
  type LineItemWithHouse,
} from "@lib/util/carts-per-house"
import { STORAGE_KEYS, browserStorage, isStringRecord, readJson, writeJson } from "@lib/util/local-state"
import { useStoreClient } from "./store-client-context"
import { useShopperScope } from "./region-context"
import { SHORT_TOAST_MS, errorMessage, notify } from "./toasts"

/** Spec section 5: shown when adding fails and the server gave no message. */
export const MAX_QUANTITY_MESSAGE = "You've reached the maximum quantity allowed for this item in your shopping cart."

/** What the cart dropdown shows after an add (spec section 4). */
export interface RecentlyAdded {
  items: LineItemWithHouse[]
  /** Changes with every add, so the dropdown restarts its timer. */
  at: number
}

interface CartContextValue {
  carts: HeldCarts
  /** True until the stored carts are loaded. */
  isLoading: boolean
  itemCount: number
  addItem: (item: { variantId: string; houseId?: string | null; quantity?: number }) => Promise<boolean>
  updateQuantity: (cartId: string, lineId: string, quantity: number) => Promise<void>
  removeLine: (cartId: string, lineId: string) => Promise<void>
  /** Applies a code to every filled cart; the answer says whether any cart took it, with the server's message if not. */
  applyPromotion: (code: string) => Promise<{ applied: boolean; message?: string }>
  removePromotion: (code: string) => Promise<void>
  /** Updates every filled cart (email, addresses) and holds the server's answers; throws the first failure. */
  updateFilledCarts: (update: CartUpdate) => Promise<void>
  /** Holds a cart the server answered with outside this provider (shipping method, payment). */
  holdCart: (cart: HeldCart) => void
  refreshCart: (cartId: string) => Promise<void>
  /** Completed carts leave the held list. */
  clearCarts: (cartIds: string[]) => void
  setRegion: (regionId: string) => Promise<void>
  /** Sign-in (spec section 4): reloads the held carts and makes every one the customer's. */
  attachCarts: (customerId: string | null) => Promise<void>
  /**
   * Sign-out (spec section 4): the customer's carts become guest carts again (customer_id null), then
   * `endSession` runs, before any other cart call: an add in between cannot take a cart back.
   */
  detachCarts: (endSession: () => Promise<unknown>) => Promise<void>
  recentlyAdded: RecentlyAdded | null
  dismissRecentlyAdded: () => void
}

const CartContext = createContext<CartContextValue | null>(null)

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "scroll"] as const
const SETTLED_MS = 10_000

/**
 * Runs `task` once, at the shopper's first interaction or once the page has long settled, whichever
 * comes first: work nobody waits for (loading the store client, creating a cart) never competes with
 * the page's load and first paint.
 */
function afterPageSettles(task: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    cancel()
    task()
  }
  const timer = setTimeout(run, SETTLED_MS)
  const cancel = () => {
    clearTimeout(timer)
    for (const type of INTERACTIONS) window.removeEventListener(type, run)
  }
  for (const type of INTERACTIONS) window.addEventListener(type, run, { once: true, passive: true })
  return cancel
}

/**
 * The shopper's carts, one per tea house (spec section 4). Stored ids are loaded at start; a cart that
 * cannot be fetched or is completed is dropped; with none left, an empty cart is created under `nostore`.
 * Every successful cart call replaces the held cart with the server's answer.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const storeClient = useStoreClient()
  const scope = useShopperScope()
  const queryClient = useQueryClient()
  const [chosenChannelId, chooseChannel] = useChosenChannelId()
  const [carts, setCarts] = useState<HeldCarts>({})
  // The latest carts, for calls that continue after an await (state would be a render behind).
  const cartsRef = useRef(carts)
  const dispatch = useCallback((action: CartAction) => {
    cartsRef.current = cartsReducer(cartsRef.current, action)
    setCarts(cartsRef.current)
  }, [])
  const loaded = useRef<Promise<void> | null>(null)
  // Cart creation, adds, sign-in's attach and sign-out's detach run one after another: two quick adds for a
  // new tea house make one cart, and sign-in attaches a cart that was still being created when it began.
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const enqueue = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(task)
    queue.current = next.catch(() => undefined)
    return next
  }, [])
  const [ready, setReady] = useState(false)
  const [recentlyAdded, setRecentlyAdded] = useState<RecentlyAdded | null>(null)

  const newCart = useCallback(
    async (items?: { variant_id: string; quantity: number }[]) => {
      const channels = await queryClient.fetchQuery(salesChannelsQuery(storeClient))
      const channel = effectiveChannel(channels, chosenChannelId)
      return createCart(storeClient, { region_id: scope.regionId, sales_channel_id: channel?.id, items })
    },
    [storeClient, queryClient, chosenChannelId, scope.regionId],
  )

  useEffect(() => {
    loaded.current ??= (async () => {
      const ids = Object.values(readJson(browserStorage(), STORAGE_KEYS.carts, isStringRecord, {}))
      const results = await Promise.allSettled(ids.map((id) => retrieveCart(storeClient, id)))
      const found = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []))
      dispatch({ type: "init", carts: found })
      const first = found.find((cart) => !cart.completed_at)
      // The sales channel follows the first loaded cart, unless the shopper has chosen one since.
      if (first?.sales_channel_id && !chosenChannelId) chooseChannel(first.sales_channel_id)
      setReady(true)
    })()
  }, [storeClient, dispatch, chosenChannelId, chooseChannel])

  useEffect(() => {
    if (!ready) return
    // Only once the stored carts are loaded: before that, `carts` is empty, not emptied.
    writeJson(browserStorage(), STORAGE_KEYS.carts, cartIds(carts))
  }, [ready, carts])

  useEffect(() => {
    if (!ready || Object.keys(cartsRef.current).length) return
    // With no cart left, an empty one is kept ready under `nostore`, made once the page has settled.
    return afterPageSettles(() =>
      void enqueue(async () => {
        if (!Object.keys(cartsRef.current).length) dispatch({ type: "set items", cart: await newCart() })
      }).catch(() => undefined),
    )
  }, [ready, enqueue, newCart, dispatch])

  /**
   * The cart an add goes into, made the signed-in customer's first if it is not yet (a guest's, one given a
   * guest customer by its email, or one this tab held while another tab signed in). A new cart needs nothing:
   * the back end gives it the customer of the session that creates it.
   */
  const customersCart = useCallback(
    async (cart: HeldCart): Promise<HeldCart> => {
      if (!storeClient.hasSession()) return cart
      // A page that took the shopper for a guest (signed in elsewhere) asks again.
      const known = queryClient.getQueryData<Customer | null>(CUSTOMER_QUERY_KEY)
      const customer = known ?? (await queryClient.fetchQuery({ ...customerQuery(storeClient), staleTime: 0 }))
      if (!customer || cart.customer_id === customer.id) return cart
      try {
        const attached = await attachCartToCustomer(storeClient, cart.id)
        dispatch({ type: "set items", cart: attached })
        return attached
      } catch (error) {
        // A session the back end no longer accepts has just ended (lib/server/store-proxy.ts): a guest's add.
        if ((error as { status?: number }).status === 401) return cart
        throw error
      }
    },
    [storeClient, queryClient, dispatch],
  )

  const addItem = useCallback<CartContextValue["addItem"]>(
    ({ variantId, houseId, quantity = 1 }) =>
      enqueue(async () => {
        try {
          await loaded.current
          const held = cartForHouse(cartsRef.current, houseId)
          const cart = held && (await customersCart(held))
          // A house's first tea with no empty cart held: the cart is created holding it, in one call.
          const answer = cart
            ? await addLineItem(storeClient, cart.id, variantId, quantity)
            : await newCart([{ variant_id: variantId, quantity }])
          dispatch({ type: "add item", cart: answer })
          setRecentlyAdded({ items: (answer.items ?? []).filter((item) => item.variant_id === variantId), at: Date.now() })
          return true
        } catch (error) {
          notify.error(errorMessage(error, MAX_QUANTITY_MESSAGE), { durationMs: SHORT_TOAST_MS })
          return false
        }
      }),
    [enqueue, storeClient, newCart, customersCart, dispatch],
  )

  const refreshCart = useCallback(
    async (cartId: string) => {
      try {
        dispatch({ type: "set items", cart: await retrieveCart(storeClient, cartId) })
      } catch {
        // A cart that cannot be fetched is dropped (spec section 8).
        dispatch({ type: "clear items", cartIds: [cartId] })
      }
    },
    [storeClient, dispatch],
  )

  // Spec section 8: a failed line update or delete is silent; the cart is read again so what is shown
  // stays what the server holds.
  const updateQuantity = useCallback<CartContextValue["updateQuantity"]>(
    async (cartId, lineId, quantity) => {
      try {
        dispatch({ type: "update item", cart: await updateLineItem(storeClient, cartId, lineId, quantity) })
      } catch {
        await refreshCart(cartId)
      }
    },
    [storeClient, dispatch, refreshCart],
  )

  const removeLine = useCallback<CartContextValue["removeLine"]>(
    async (cartId, lineId) => {
      try {
        dispatch({ type: "remove item", cart: await deleteLineItem(storeClient, cartId, lineId) })
      } catch {
        await refreshCart(cartId)
      }
    },
    [storeClient, dispatch, refreshCart],
  )

  const applyPromotion = useCallback<CartContextValue["applyPromotion"]>(
    async (code) => {
      const results = await Promise.allSettled(
        filledCarts(cartsRef.current).map((cart) => applyPromotionCodes(storeClient, cart.id, [code])),
      )
      let applied = false
      let message: string | undefined
      for (const result of results) {
        if (result.status === "rejected") {
          message ??= errorMessage(result.reason, "")
          continue
        }
        dispatch({ type: "set items", cart: result.value })
        applied ||= Boolean(result.value.promotions?.some((promotion) => promotion.code === code))
      }
      return { applied, message: applied ? undefined : message || `The code ${code} does not apply to your cart.` }
    },
    [storeClient, dispatch],
  )

  const removePromotion = useCallback<CartContextValue["removePromotion"]>(
    async (code) => {
      const holding = filledCarts(cartsRef.current).filter((cart) => cart.promotions?.some((p) => p.code === code))
      const results = await Promise.allSettled(holding.map((cart) => removePromotionCodes(storeClient, cart.id, [code])))
      for (const result of results) if (result.status === "fulfilled") dispatch({ type: "set items", cart: result.value })
    },
    [storeClient, dispatch],
  )

  const updateFilledCarts = useCallback<CartContextValue["updateFilledCarts"]>(
    async (update) => {
      const results = await Promise.allSettled(filledCarts(cartsRef.current).map((cart) => updateCart(storeClient, cart.id, update)))
      for (const result of results) if (result.status === "fulfilled") dispatch({ type: "set items", cart: result.value })
      const failure = results.find((result) => result.status === "rejected")
      if (failure) throw failure.reason
    },
    [storeClient, dispatch],
  )

  const moveCarts = useCallback(
    async (differs: (cart: HeldCart) => boolean, update: CartUpdate) => {
      await loaded.current
      const moves = Object.values(cartsRef.current).filter(differs).map((cart) => updateCart(storeClient, cart.id, update))
      const moved = (await Promise.allSettled(moves)).flatMap((result) => (result.status === "fulfilled" ? [result.value] : []))
      if (moved.length) dispatch({ type: "set region", carts: moved })
    },
    [storeClient, dispatch],
  )

  const setRegion = useCallback(
    (regionId: string) => moveCarts((cart) => cart.region_id !== regionId, { region_id: regionId }),
    [moveCarts],
  )

  // A sales channel the shopper picks applies to every held cart.
  useEffect(() => {
    if (ready && chosenChannelId) {
      void moveCarts((cart) => cart.sales_channel_id !== chosenChannelId, { sales_channel_id: chosenChannelId })
    }
  }, [ready, chosenChannelId, moveCarts])

  // Every held cart, the empty one too (queued: the one still being created as well), so an item added to
  // it later belongs to the customer's order. A cart the transfer failed for stays held; the next add retries.
  const attachCarts = useCallback<CartContextValue["attachCarts"]>(
    (customerId) =>
      enqueue(async () => {
        await loaded.current
        const reloaded = await Promise.allSettled(Object.values(cartsRef.current).map((cart) => retrieveCart(storeClient, cart.id)))
        const open = reloaded.flatMap((result) => (result.status === "fulfilled" && !result.value.completed_at ? [result.value] : []))
        const held = await Promise.all(
          open.map((cart) =>
            !customerId || cart.customer_id === customerId ? cart : attachCartToCustomer(storeClient, cart.id).catch(() => cart),
          ),
        )
        dispatch({ type: "init", carts: held })
      }),
    [enqueue, storeClient, dispatch],
  )

  const detachCarts = useCallback<CartContextValue["detachCarts"]>(
    (endSession) =>
      enqueue(async () => {
        await loaded.current
        const owned = Object.values(cartsRef.current).filter((cart) => cart.customer_id)
        const detached = await Promise.allSettled(owned.map((cart) => detachCartFromCustomer(storeClient, cart.id)))
        for (const result of detached) if (result.status === "fulfilled") dispatch({ type: "set items", cart: result.value })
        await endSession()
      }),
    [enqueue, storeClient, dispatch],
  )

  const holdCart = useCallback((cart: HeldCart) => dispatch({ type: "set items", cart }), [dispatch])
  const clearCarts = useCallback((ids: string[]) => dispatch({ type: "clear items", cartIds: ids }), [dispatch])
  const dismissRecentlyAdded = useCallback(() => setRecentlyAdded(null), [])

  const value = useMemo(
    () => ({
      carts,
      isLoading: !ready,
      itemCount: totalItemCount(carts),
      addItem,
      updateQuantity,
      removeLine,
      applyPromotion,
      removePromotion,
      updateFilledCarts,
      holdCart,
      refreshCart,
      clearCarts,
      setRegion,
      attachCarts,
      detachCarts,
      recentlyAdded,
      dismissRecentlyAdded,
    }),
    [carts, ready, addItem, updateQuantity, removeLine, applyPromotion, removePromotion, updateFilledCarts, holdCart, refreshCart, clearCarts, setRegion, attachCarts, detachCarts, recentlyAdded, dismissRecentlyAdded],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext)
  if (!cart) throw new Error("useCart must be used within a CartProvider")
  return cart
}

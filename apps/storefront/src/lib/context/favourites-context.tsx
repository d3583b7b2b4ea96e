"use client"

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from "react"
import { FAVOURITES_QUERY_ROOT, addFavourite, favouriteTeasQuery, removeFavourite } from "@lib/data/browser/favourites"
import { useCustomer } from "@lib/hooks/use-customer"
import { useLocalState } from "@lib/hooks/use-local-state"
import { favouritesToMerge, toggleId } from "@lib/util/favourites"
import { STORAGE_KEYS, isStringArray } from "@lib/util/local-state"
import { useStoreClient } from "./store-client-context"
import { useShopperScope } from "./region-context"
import { errorMessage, notify } from "./toasts"

interface FavouritesContextValue {
  ids: Set<string>
  /** The product being added or removed, while the call runs. */
  busyId: string | null
  toggle: (productId: string, title?: string) => void
}

const FavouritesContext = createContext<FavouritesContextValue | null>(null)
const NO_IDS: string[] = []

/**
 * Favourites belong to a customer (spec section 6). A guest's are kept in localStorage as pending and
 * merged into the account when a customer session starts: here, as soon as a signed-in customer is known.
 */
export function FavouritesProvider({ children }: { children: React.ReactNode }) {
  const storeClient = useStoreClient()
  const scope = useShopperScope()
  const queryClient = useQueryClient()
  const { customer } = useCustomer()
  const [pending, setPending] = useLocalState(STORAGE_KEYS.pendingFavourites, isStringArray, NO_IDS)

  const accountQuery = favouriteTeasQuery(storeClient, scope, customer?.id ?? null)
  const { data: favourites } = useQuery({ ...accountQuery, enabled: Boolean(customer) })
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [FAVOURITES_QUERY_ROOT] }),
    [queryClient],
  )

  const merging = useRef(false)
  useEffect(() => {
    if (!customer || !pending.length || merging.current) return
    merging.current = true
    void (async () => {
      try {
        const have = await queryClient.fetchQuery(accountQuery)
        for (const id of favouritesToMerge(pending, have.map((tea) => tea.id))) await addFavourite(storeClient, id)
        setPending(null)
        notify.success("Your saved favourites are now in your account")
      } catch (error) {
        notify.error(errorMessage(error, "Your saved favourites could not be added to your account"))
      } finally {
        merging.current = false
        await refresh()
      }
    })()
    // The merge runs when a customer appears with pending favourites; the query follows from those.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, pending])

  const mutation = useMutation({
    mutationFn: ({ productId, add }: { productId: string; add: boolean; title?: string }) =>
      add ? addFavourite(storeClient, productId) : removeFavourite(storeClient, productId),
    onSuccess: (_, { add, title }) => notify.success(`${title ?? "Tea"} ${add ? "added to" : "removed from"} your favourites`),
    onError: (error) => notify.error(errorMessage(error, "Your favourites could not be changed")),
    onSettled: refresh,
  })

  const ids = useMemo(
    () => new Set(customer ? (favourites ?? []).map((tea) => tea.id) : pending),
    [customer, favourites, pending],
  )

  const toggle = useCallback(
    (productId: string, title?: string) => {
      const add = !ids.has(productId)
      if (customer) return mutation.mutate({ productId, add, title })
      setPending(toggleId(pending, productId))
      notify.info(add ? `${title ?? "Tea"} saved. Sign in to keep your favourites in your account.` : `${title ?? "Tea"} removed from your favourites`)
    },
    [ids, customer, mutation, pending, setPending],
  )

  const value = useMemo(
    () => ({ ids, busyId: mutation.isPending ? mutation.variables.productId : null, toggle }),
    [ids, mutation.isPending, mutation.variables, toggle],
  )
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>
}

export function useFavourites(): FavouritesContextValue {
  const favourites = useContext(FavouritesContext)
  if (!favourites) throw new Error("useFavourites must be used within a FavouritesProvider")
  return favourites
}

"use client"

import { useQueryClient } from "@tanstack/react-query"
import { useRouter } from "next/navigation"
import { useCallback, useMemo } from "react"
import { useCart } from "@lib/context/cart-context"
import { useStoreClient } from "@lib/context/store-client-context"
import { retrieveCustomer } from "@lib/data/browser/customer"
import { FAVOURITES_QUERY_ROOT } from "@lib/data/browser/favourites"
import * as session from "@lib/data/browser/session"
import { CUSTOMER_QUERY_KEY } from "./use-customer"
import { salesChannelsQuery, useChosenChannelId } from "./use-sales-channel"

/**
 * Signing in and out with what follows them (spec section 4). After any sign-in: the carts are reloaded and
 * made the customer's, their sales channel becomes the customer's (else the first), and the customer is
 * known, upon which the favourites load and a guest's pending ones merge (FavouritesProvider).
 */
export function useSession() {
  const storeClient = useStoreClient()
  const queryClient = useQueryClient()
  const router = useRouter()
  const { attachCarts, detachCarts } = useCart()
  const [, chooseChannel] = useChosenChannelId()

  const afterSignIn = useCallback(async () => {
    const customer = await retrieveCustomer(storeClient)
    await attachCarts(customer?.id ?? null)
    const channels = await queryClient.fetchQuery(salesChannelsQuery(storeClient))
    const channel = channels.find((c) => c.id === customer?.sales_channel_id) ?? channels[0]
    if (channel) chooseChannel(channel.id)
    queryClient.setQueryData(CUSTOMER_QUERY_KEY, customer)
  }, [storeClient, queryClient, attachCarts, chooseChannel])

  const signedIn = useCallback(
    <A extends unknown[]>(start: (...args: A) => Promise<unknown>) =>
      async (...args: A) => {
        await start(...args)
        await afterSignIn()
      },
    [afterSignIn],
  )

  const signOut = useCallback(async () => {
    await detachCarts(session.endSession)
    queryClient.setQueryData(CUSTOMER_QUERY_KEY, null)
    queryClient.removeQueries({ queryKey: [FAVOURITES_QUERY_ROOT] })
    router.push("/")
    router.refresh()
  }, [detachCarts, queryClient, router])

  return useMemo(
    () => ({
      signIn: signedIn(session.signInWithPassword),
      register: signedIn(session.registerCustomer),
      setNewPassword: signedIn(session.setNewPassword),
      requestPasswordReset: session.requestPasswordReset,
      signOut,
    }),
    [signedIn, signOut],
  )
}

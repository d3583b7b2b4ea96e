"use client"

import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { CartProvider } from "./cart-context"
import { FavouritesProvider } from "./favourites-context"
import { StoreClientProvider } from "./store-client-context"
import { RegionProvider, type ShopperScope } from "./region-context"
import { ToastArea } from "./toasts"

/** Spec section 9: server state is fresh for a day, retried once, and not refetched on window focus. */
const ONE_DAY_MS = 24 * 60 * 60 * 1000

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: ONE_DAY_MS, retry: 1, refetchOnWindowFocus: false } },
  })
}

export default function Providers({
  publishableKey,
  scope,
  children,
}: {
  publishableKey?: string
  scope: ShopperScope
  children: React.ReactNode
}) {
  const [queryClient] = useState(makeQueryClient)
  // Marks the page as interactive (its controls answer), for tests and tools that drive it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <StoreClientProvider publishableKey={publishableKey}>
        <RegionProvider scope={scope}>
          <CartProvider>
            <FavouritesProvider>{children}</FavouritesProvider>
          </CartProvider>
        </RegionProvider>
      </StoreClientProvider>
      <ToastArea />
    </QueryClientProvider>
  )
}

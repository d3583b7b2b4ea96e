"use client"

import { createContext, useContext, useState } from "react"
import { type StoreClient, createStoreClient } from "@lib/backend/browser"

const StoreClientContext = createContext<StoreClient | null>(null)

/** Gives the page's client components one store client (lib/backend/browser.ts), made with the shop's key. */
export function StoreClientProvider({ publishableKey, children }: { publishableKey?: string; children: React.ReactNode }) {
  const [storeClient] = useState(() => createStoreClient(publishableKey))
  return <StoreClientContext.Provider value={storeClient}>{children}</StoreClientContext.Provider>
}

export function useStoreClient(): StoreClient {
  const storeClient = useContext(StoreClientContext)
  if (!storeClient) throw new Error("useStoreClient must be used within a StoreClientProvider")
  return storeClient
}

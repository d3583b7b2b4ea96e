"use client"

import Medusa from "@medusajs/js-sdk"
import { createContext, useContext, useState } from "react"

const MedusaContext = createContext<Medusa | null>(null)

export interface BackendConfig {
  backendUrl: string
  publishableKey?: string
}

/**
 * The browser's store client. The back end's address and key come from the server at run time, so one
 * build serves the shop, the tests and the benchmark. Customers authenticate with a bearer token kept in
 * localStorage, which works when the back end is on another site than the storefront.
 */
export function MedusaProvider({ backendUrl, publishableKey, children }: BackendConfig & { children: React.ReactNode }) {
  const [sdk] = useState(
    () => new Medusa({ baseUrl: backendUrl, publishableKey, auth: { type: "jwt", jwtTokenStorageMethod: "local" } }),
  )
  return <MedusaContext.Provider value={sdk}>{children}</MedusaContext.Provider>
}

export function useMedusa(): Medusa {
  const sdk = useContext(MedusaContext)
  if (!sdk) throw new Error("useMedusa must be used within a MedusaProvider")
  return sdk
}

"use client"

import type { Client } from "@medusajs/js-sdk"
import { createContext, useContext, useState } from "react"
import { browserStorage } from "@lib/util/local-state"

export interface BackendConfig {
  backendUrl: string
  publishableKey?: string
}

/** Where the store client keeps a signed-in customer's bearer token. */
export const AUTH_TOKEN_KEY = "medusa_auth_token"

export interface Medusa {
  /**
   * The js-sdk's store client, loaded on first use: a first visit needs no call from the browser, so
   * the page does not wait for its script. (Only the Client is used; the sdk's admin half is dropped.)
   */
  client: () => Promise<Client>
  /** True when a customer token is stored (checked without loading the client). */
  hasSession: () => boolean
}

const MedusaContext = createContext<Medusa | null>(null)

/**
 * The browser's connection to the back end. Its address and key come from the server at run time, so one
 * build serves the shop, the tests and the benchmark. Customers authenticate with a bearer token kept in
 * localStorage, which works when the back end is on another site than the storefront.
 */
export function MedusaProvider({ backendUrl, publishableKey, children }: BackendConfig & { children: React.ReactNode }) {
  const [medusa] = useState<Medusa>(() => {
    let loading: Promise<Client> | null = null
    return {
      client: () =>
        (loading ??= import("@medusajs/js-sdk").then(
          ({ Client }) =>
            new Client({
              baseUrl: backendUrl,
              publishableKey,
              auth: { type: "jwt", jwtTokenStorageMethod: "local", jwtTokenStorageKey: AUTH_TOKEN_KEY },
            }),
        )),
      hasSession: () => Boolean(browserStorage()?.getItem(AUTH_TOKEN_KEY)),
    }
  })
  return <MedusaContext.Provider value={medusa}>{children}</MedusaContext.Provider>
}

export function useMedusa(): Medusa {
  const medusa = useContext(MedusaContext)
  if (!medusa) throw new Error("useMedusa must be used within a MedusaProvider")
  return medusa
}

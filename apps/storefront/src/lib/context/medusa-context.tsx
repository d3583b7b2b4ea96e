"use client"

import type { Client } from "@medusajs/js-sdk"
import { createContext, useContext, useState } from "react"
import { newIdempotencyKey } from "@lib/util/idempotency-key"
import { browserStorage } from "@lib/util/local-state"
import { describeStoreFetchFailure } from "@lib/util/store-fetch-failure"
import { withRetries } from "@lib/util/with-retries"

export interface BackendConfig {
  backendUrl: string
  publishableKey?: string
}

/** Where the store client keeps a signed-in customer's bearer token. */
export const AUTH_TOKEN_KEY = "medusa_auth_token"

export interface StoreRequest {
  method?: string
  body?: unknown
  query?: Record<string, unknown>
  headers?: Record<string, string>
}

export interface Medusa {
  /**
   * The js-sdk's store client, loaded on first use: a first visit needs no call from the browser, so
   * the page does not wait for its script. (Only the Client is used; the sdk's admin half is dropped.)
   */
  client: () => Promise<Client>
  /**
   * A call to the back end through the client, repeated as the retry policy allows (util/retry-policy).
   * Every POST carries an `Idempotency-Key`, the same on each of its repeats; pass one in `headers` to
   * keep it across calls (a completion retried after a reload, say).
   */
  fetch<T>(path: string, init?: StoreRequest): Promise<T>
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
    const client = () =>
      (loading ??= import("@medusajs/js-sdk").then(
        ({ Client }) =>
          new Client({
            baseUrl: backendUrl,
            publishableKey,
            auth: { type: "jwt", jwtTokenStorageMethod: "local", jwtTokenStorageKey: AUTH_TOKEN_KEY },
          }),
      ))
    return {
      client,
      fetch: async <T,>(path: string, init: StoreRequest = {}) => {
        const sdk = await client()
        const method = (init.method ?? "GET").toUpperCase()
        const headers = method === "POST" ? withIdempotencyKey(init.headers) : init.headers
        return withRetries(
          () => sdk.fetch<T>(path, { ...init, method, headers, body: init.body as Record<string, unknown> | undefined }),
          describeStoreFetchFailure,
          { method, hasIdempotencyKey: method === "POST" },
        )
      },
      hasSession: () => Boolean(browserStorage()?.getItem(AUTH_TOKEN_KEY)),
    }
  })
  return <MedusaContext.Provider value={medusa}>{children}</MedusaContext.Provider>
}

function withIdempotencyKey(headers: Record<string, string> = {}): Record<string, string> {
  const given = Object.keys(headers).some((name) => name.toLowerCase() === "idempotency-key")
  return given ? headers : { ...headers, "Idempotency-Key": newIdempotencyKey() }
}

export function useMedusa(): Medusa {
  const medusa = useContext(MedusaContext)
  if (!medusa) throw new Error("useMedusa must be used within a MedusaProvider")
  return medusa
}

import "client-only"
import type { Client } from "@medusajs/js-sdk"
import { STORE_API_RETRY_POLICY, withRetries } from "@leafline/shop-contract"
import { newIdempotencyKey } from "@lib/util/idempotency-key"
import { browserStorage } from "@lib/util/local-state"
import { hasSignedInFlag } from "@lib/util/session-cookies"
import { describeStoreFetchFailure } from "./store-fetch-failure"

/** Where an earlier version kept the customer's token, readable by any script: removed on sight. */
const LEGACY_TOKEN_KEY = "medusa_auth_token"

export interface StoreRequest {
  method?: string
  body?: unknown
  query?: Record<string, unknown>
  headers?: Record<string, string>
}

/**
 * The browser's connection to the store API. Calls go to the shop's own origin, whose server passes them to
 * the back end with the customer's token from an HttpOnly cookie (app/store/[...path]); the key comes from
 * the server at run time (lib/backend/server.ts), so one build serves the shop, the tests and the benchmark.
 */
export interface StoreClient {
  /**
   * A call to the back end through the js-sdk's client, repeated as the store API's retry policy allows
   * (STORE_API_RETRY_POLICY in packages/shop-contract/src/retry.ts). Every POST carries an `Idempotency-Key`,
   * the same on each of its repeats; pass one in `headers` to keep it across calls (a completion retried after
   * a reload, say).
   */
  fetch<T>(path: string, init?: StoreRequest): Promise<T>
  /** True when a customer session exists (its flag cookie; the token itself is out of a script's reach). */
  hasSession: () => boolean
}

export function createStoreClient(publishableKey?: string): StoreClient {
  // The js-sdk's Client, loaded on first use: a first visit needs no call from the browser, so the page does
  // not wait for its script. (Only the Client is used; the sdk's admin half is dropped.)
  let loading: Promise<Client> | null = null
  const client = () =>
    (loading ??= import("@medusajs/js-sdk").then(({ Client }) => {
      browserStorage()?.removeItem(LEGACY_TOKEN_KEY)
      return new Client({ baseUrl: window.location.origin, publishableKey, auth: { type: "session" } })
    }))
  return {
    fetch: async <T,>(path: string, init: StoreRequest = {}) => {
      const sdk = await client()
      const method = (init.method ?? "GET").toUpperCase()
      const headers = method === "POST" ? withIdempotencyKey(init.headers) : init.headers
      return withRetries(
        STORE_API_RETRY_POLICY,
        () => sdk.fetch<T>(path, { ...init, method, headers, body: init.body as Record<string, unknown> | undefined }),
        describeStoreFetchFailure,
        { method, hasIdempotencyKey: method === "POST" },
      )
    },
    hasSession: () => typeof document !== "undefined" && hasSignedInFlag(document.cookie),
  }
}

function withIdempotencyKey(headers: Record<string, string> = {}): Record<string, string> {
  const given = Object.keys(headers).some((name) => name.toLowerCase() === "idempotency-key")
  return given ? headers : { ...headers, "Idempotency-Key": newIdempotencyKey() }
}

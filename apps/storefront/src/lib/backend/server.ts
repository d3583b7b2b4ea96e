import "server-only"
import { cookies, headers as requestHeaders } from "next/headers"
import { clientHeaders } from "@lib/server/client-address"
import { SESSION_COOKIE } from "@lib/util/session-cookies"

/**
 * The storefront server's one way to the back end: its address, the shop's publishable key, the signed-in
 * customer's token, Next's data cache and what a failure means. The address and the key come from the
 * environment at run time (scripts/start.mjs sets them from the data folder), so one build serves the
 * shop, the tests and the benchmark alike. Also imported by the middleware (a server-only layer in Next).
 */
export const backendUrl = process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"

/** The back end's address as the shopper's browser reaches it (may differ from the server's own). */
export function publicBackendUrl() {
  return process.env.MEDUSA_PUBLIC_BACKEND_URL || backendUrl
}

/** The shop's publishable key (spec section 6): the page hands it to the browser's client (lib/backend/browser.ts). */
export const publishableKey = process.env.MEDUSA_PUBLISHABLE_KEY

const PUBLISHABLE_KEY_HEADER = "x-publishable-api-key"

/** Thrown when the back end cannot be reached at all. */
export class BackendUnreachable extends Error {}

/** A catalogue read the back end refused (status 300 or more), with the back end's own message. */
export class BackendRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** Where a back-end path (with its query) points. */
export function backendAddress(path: string): URL {
  return new URL(path, backendUrl)
}

/** The signed-in customer's token from the session cookie, for a server render or a route handler. */
export async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value || undefined
}

/**
 * Every request to the back end goes out here: the shop's key goes along unless the caller passes one on
 * (the store proxy passes the page's). A failed connection throws BackendUnreachable; any answer is returned.
 */
export async function backendFetch(target: string | URL, init: RequestInit = {}): Promise<Response> {
  const url = typeof target === "string" ? backendAddress(target) : target
  const headers = new Headers(init.headers)
  if (publishableKey && !headers.has(PUBLISHABLE_KEY_HEADER)) headers.set(PUBLISHABLE_KEY_HEADER, publishableKey)
  try {
    return await fetch(url, { ...init, headers })
  } catch (error) {
    throw new BackendUnreachable(`The back end at ${backendUrl} could not be reached`, { cause: error })
  }
}

export type BackendAnswer<T = any> = { status: number; body: T; headers: Headers }

export type BackendCall = {
  method?: string
  body?: unknown
  /** A customer's token; `session: true` takes the signed-in customer's from the session cookie. */
  token?: string
  session?: boolean
}

/**
 * A JSON call made on a shopper's behalf (route handlers, account pages), never cached: with their
 * token when given or asked for, and their address (lib/server/client-address.ts) for the back end's
 * per-client limits. Answers whatever status the back end gives; only a failed connection throws.
 */
export async function backendCall<T = any>(path: string, { method = "GET", body, token, session }: BackendCall = {}): Promise<BackendAnswer<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...clientHeaders(await requestHeaders()) }
  const bearer = token ?? (session ? await sessionToken() : undefined)
  if (bearer) headers.authorization = `Bearer ${bearer}`
  if (body !== undefined) headers["content-type"] = "application/json"
  const response = await backendFetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  })
  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = { message: text }
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}

export type BackendQuery = Record<string, string | number | boolean | undefined>

/**
 * A public read, made for each render (Next keeps no copy: the page cache in front keeps whole pages). An
 * answer of 300 or more throws a BackendRefusal with the back end's message.
 */
export async function backendRead<T>(path: string, query: BackendQuery = {}): Promise<T> {
  const url = backendAddress(path)
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value))
  const response = await backendFetch(url, {
    headers: { accept: "application/json" },
    cache: "no-store",
  })
  if (response.status >= 300) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string }
    throw new BackendRefusal(answer.message ?? response.statusText, response.status)
  }
  return (await response.json()) as T
}

import "server-only"
import { headers as requestHeaders } from "next/headers"
import { backendUrl } from "@lib/backend-address"
import { clientHeaders } from "./client-address"

export type BackendAnswer<T = any> = { status: number; body: T; headers: Headers }

/** Thrown when the back end cannot be reached at all. */
export class BackendUnreachable extends Error {}

/**
 * A JSON call from the storefront's server to the back end, with the publishable key and, for a signed-in
 * customer, their token, and the shopper's address (lib/server/client-address.ts). Made from route handlers. Answers whatever status the back end gives; only a failed connection throws.
 */
export async function backendCall<T = any>(
  path: string,
  { method = "GET", body, token }: { method?: string; body?: unknown; token?: string } = {},
): Promise<BackendAnswer<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...clientHeaders(await requestHeaders()) }
  if (process.env.MEDUSA_PUBLISHABLE_KEY) headers["x-publishable-api-key"] = process.env.MEDUSA_PUBLISHABLE_KEY
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers["content-type"] = "application/json"
  let response: Response
  try {
    response = await fetch(new URL(path, backendUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    })
  } catch (error) {
    throw new BackendUnreachable(`The back end at ${backendUrl} could not be reached`, { cause: error })
  }
  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = { message: text }
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}

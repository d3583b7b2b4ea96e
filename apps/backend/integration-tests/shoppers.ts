import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { stack } from "./stack"

export type Answer<T = any> = { status: number; body: T; headers: Headers }

/** A JSON call to the back end; store calls carry the storefront's publishable key. */
export async function call<T = any>(
  method: string,
  urlPath: string,
  { token, body, rawBody, headers: extra }: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const { backendUrl, publishableKey } = stack()
  const headers: Record<string, string> = { "x-publishable-api-key": publishableKey, ...extra }
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined || rawBody !== undefined) headers["content-type"] = "application/json"
  const response = await fetch(`${backendUrl}${urlPath}`, {
    method,
    headers,
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

/** The password of every customer registerCustomer makes. */
export const SHOPPER_PASSWORD = "green-tea-123"

/** Registers a new customer the way the storefront does and returns their id and a bearer token. */
export async function registerCustomer(): Promise<{ id: string; email: string; token: string }> {
  const email = `shopper-${crypto.randomUUID()}@example.com`
  const password = SHOPPER_PASSWORD
  const registered = await call("POST", "/auth/customer/emailpass/register", { body: { email, password } })
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`)
  const created = await call("POST", "/store/customers", {
    token: registered.body.token,
    body: { email, first_name: "Test", last_name: "Shopper" },
  })
  if (created.status !== 200) throw new Error(`create customer: ${created.status} ${JSON.stringify(created.body)}`)
  const signedIn = await call("POST", "/auth/customer/emailpass", { body: { email, password } })
  if (signedIn.status !== 200) throw new Error(`sign in: ${signedIn.status} ${JSON.stringify(signedIn.body)}`)
  return { id: created.body.customer.id, email, token: signedIn.body.token }
}

/** Asks for a reset link the way the storefront does; Medusa answers 201 with a plain-text body. */
export async function requestReset(identifier: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${stack().backendUrl}/auth/customer/emailpass/reset-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier }),
  })
  return { status: response.status, text: await response.text() }
}

/** A bearer token for the back-office user (admin API). */
export async function staffToken(): Promise<string> {
  const { email, password } = JSON.parse(fs.readFileSync(path.join(stack().dataDir, "credentials.json"), "utf8")).backOffice
  const signedIn = await call("POST", "/auth/user/emailpass", { body: { email, password } })
  if (signedIn.status !== 200) throw new Error(`staff sign in: ${signedIn.status} ${JSON.stringify(signedIn.body)}`)
  return signedIn.body.token
}

import { backOfficeToken } from "../../../scripts/lib/store-api.mjs"
import { stack } from "./stack"

let token: Promise<string> | undefined

/** A bearer token for the generated back-office login (`credentials.json` of the stack's data folder). */
export function adminToken(): Promise<string> {
  token ??= backOfficeToken(stack()) as Promise<string>
  return token
}

/** A call to the admin API as staff; `body` is sent as JSON. */
export async function admin<T = any>(method: string, route: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack().backendUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T }
}

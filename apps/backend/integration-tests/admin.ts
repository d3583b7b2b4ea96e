import fs from "node:fs"
import path from "node:path"
import { stack } from "./stack"

let token: Promise<string> | undefined

/** A bearer token for the generated back-office login (`credentials.json` of the stack's data folder). */
export function adminToken(): Promise<string> {
  token ??= (async () => {
    const { email, password } = JSON.parse(fs.readFileSync(path.join(stack().dataDir, "credentials.json"), "utf8")).backOffice
    const response = await fetch(`${stack().backendUrl}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    })
    if (!response.ok) throw new Error(`Back-office sign-in failed: ${response.status}`)
    return (await response.json()).token as string
  })()
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

// The bench's calls to a running back end: the store API as the storefront makes them, the admin API as
// staff do.
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import path from "node:path"

async function call(url, { method, headers, body }) {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(`${method} ${new URL(url).pathname}: ${response.status} ${answer.message ?? ""}`.trim())
  return answer
}

/** A store API call with the shop's key; a POST carries an Idempotency-Key, as the storefront's do. */
export function storeCall(stack, method, route, body) {
  const headers = { "x-publishable-api-key": stack.publishableKey }
  if (method === "POST") headers["idempotency-key"] = randomUUID()
  return call(`${stack.backendUrl}${route}`, { method, headers, body })
}

/**
 * Signs staff in with the stack's back-office credentials (`credentials.json` of its data folder), answering
 * their bearer token.
 * @param {{ backendUrl: string, dataDir: string }} stack
 * @returns {Promise<string>}
 */
export async function backOfficeToken(stack) {
  const { email, password } = JSON.parse(fs.readFileSync(path.join(stack.dataDir, "credentials.json"), "utf8")).backOffice
  const { token } = await call(`${stack.backendUrl}/auth/user/emailpass`, { method: "POST", body: { email, password } })
  return token
}

/** Signs staff in; answers a function for admin API calls. */
export async function adminApi(stack) {
  const headers = { authorization: `Bearer ${await backOfficeToken(stack)}` }
  return (method, route, body) => call(`${stack.backendUrl}${route}`, { method, headers, body })
}

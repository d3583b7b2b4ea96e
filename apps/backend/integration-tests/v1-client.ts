import http from "node:http"
import Medusa from "@medusajs/medusa-js"
import { stack } from "./stack"

/** The real v1 client (medusa-js 6.1.10) pointed at the v1 store API, as a shop running a v1 storefront would. */
export const medusa = () => new Medusa({ baseUrl: `${stack().backendUrl}/v1`, maxRetries: 0, publishableApiKey: stack().publishableKey })

type AxiosConfig = Record<string, unknown>
type WithAxios = { client: { axiosClient: { defaults: { adapter: (config: AxiosConfig) => Promise<unknown> } } } }

/**
 * The v1 client calling from another client address (client-http.ts's anotherClient), which the back end sees
 * as another machine: for limits kept per client, such as the order lookup throttle. Its axios sends each
 * request through an agent bound to that address.
 */
export function medusaFrom(clientAddress: string): Medusa {
  const client = medusa()
  const { defaults } = (client as unknown as WithAxios).client.axiosClient
  const send = defaults.adapter
  const agent = new http.Agent({ localAddress: clientAddress })
  defaults.adapter = (config) => send({ ...config, httpAgent: agent })
  return client
}

/** What a v1 client call was refused with: the status and the `{ type, message }` body. */
export async function refusal(request: Promise<unknown>): Promise<{ status: number; body: { type?: string; message?: string } }> {
  try {
    await request
  } catch (error) {
    const response = (error as { response?: { status: number; data: { type?: string; message?: string } } }).response
    if (response) return { status: response.status, body: response.data }
    throw error
  }
  throw new Error("the call was answered, not refused")
}

/** The session cookie a v1 sign-in set (a browser keeps it; in Node it is sent back by hand as a header). */
export function sessionCookie(answer: { response: { headers: Record<string, unknown> } }): { Cookie: string } {
  const setCookie = [answer.response.headers["set-cookie"] ?? []].flat() as string[]
  const cookie = setCookie.map((line) => line.split(";")[0]).find(Boolean)
  if (!cookie) throw new Error("the answer set no cookie")
  return { Cookie: cookie }
}

import http from "node:http"
import { stack } from "./stack"
import type { Answer } from "./shoppers"

/**
 * A JSON call to the back end from another client: a connection from another loopback address
 * (127.0.0.2 and so on), which the back end sees as another machine. For limits kept per client.
 */
export function callFrom<T = any>(
  clientAddress: string,
  method: string,
  urlPath: string,
  {
    body,
    headers = {},
    baseUrl = stack().backendUrl,
    timeoutMs,
    agent = false,
  }: { body?: unknown; headers?: Record<string, string>; baseUrl?: string; timeoutMs?: number; agent?: http.Agent | false } = {},
): Promise<Answer<T>> {
  const { port } = new URL(baseUrl)
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        localAddress: clientAddress,
        port,
        method,
        path: urlPath,
        // A connection of its own by default; a kept-open one when the caller hands its agent.
        agent,
        headers: {
          "x-publishable-api-key": stack().publishableKey,
          ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) }),
          ...headers,
        },
      },
      (response) => {
        let text = ""
        response.setEncoding("utf8")
        response.on("data", (chunk) => (text += chunk))
        response.on("end", () => {
          const responseHeaders = new Headers()
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of [value ?? []].flat()) responseHeaders.append(name, one)
          }
          resolve({ status: response.statusCode ?? 0, body: (text && response.headers["content-type"]?.includes("json") ? JSON.parse(text) : text) as T, headers: responseHeaders })
        })
      },
    )
    request.on("error", reject)
    if (timeoutMs) request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    request.end(payload)
  })
}

/**
 * A loopback address of its own for each caller of this, so that tests never share a client's counts.
 * Counts outlive a test run (15 minutes), so each run starts at a random place, not where the last did.
 */
let lastClient = 10 + Math.floor(Math.random() * 50_000)
export const anotherClient = () => `127.0.${Math.floor(++lastClient / 250)}.${(lastClient % 250) + 2}`

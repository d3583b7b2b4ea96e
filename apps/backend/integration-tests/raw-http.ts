import http from "node:http"
import { eventually } from "./eventually"
import { stack } from "./stack"

/**
 * Requests exactly as written, for hostile input: node's http.request sends `target` as it is, where
 * fetch (and URL) would normalise bad percent-encodings, dot segments and the like before sending. Each
 * request has its own connection, so a reset is the server's doing, not a stale keep-alive socket.
 */
export interface RawRequest {
  method: string
  /** Path and query string, already percent-encoded as they should go on the wire. */
  target: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** The loopback address to send from (client-http.ts anotherClient), for limits kept per client. */
  clientAddress?: string
}

export interface RawAnswer {
  status: number
  contentType: string
  text: string
  /** Wall time from sending to the last byte of the answer. */
  ms: number
  /** Set when no HTTP answer came (connection refused or reset, time-out). */
  error?: string
}

const TIMEOUT_MS = 30_000

export function send({ method, target, headers = {}, body, clientAddress }: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(stack().backendUrl)
  const started = performance.now()
  return new Promise((resolve) => {
    const done = (answer: Omit<RawAnswer, "ms">) => resolve({ ...answer, ms: Math.round(performance.now() - started) })
    let request: http.ClientRequest
    try {
      request = http.request({ host: hostname, port, localAddress: clientAddress, method, path: target, headers, agent: false, timeout: TIMEOUT_MS }, onResponse)
    } catch (error) {
      // Node refuses to send some targets at all (a raw space or control character).
      return done({ status: 0, contentType: "", text: "", error: `not sent: ${(error as Error).message}` })
    }
    request.on("timeout", () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)))
    request.on("error", (error: NodeJS.ErrnoException) => done({ status: 0, contentType: "", text: "", error: error.code ?? error.message }))
    request.end(body)

    function onResponse(response: http.IncomingMessage) {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () =>
        done({ status: response.statusCode ?? 0, contentType: String(response.headers["content-type"] ?? ""), text: Buffer.concat(chunks).toString("utf8") }),
      )
      response.on("error", (error) => done({ status: 0, contentType: "", text: "", error: error.message }))
    }
  })
}

/** Waits until /health answers (the back end may be restarting), for at most three minutes. */
export async function waitForBackend(): Promise<void> {
  const health = () => send({ method: "GET", target: "/health" })
  await eventually(health, ({ status }) => status === 200, { timeout: 180_000, interval: 2_000, what: "the back end answers /health again" })
}

/** The JSON of an answer, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Text shortened for a failure message. */
export const excerpt = (text: string, length = 200) => (text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text)

import diagnosticsChannel from "node:diagnostics_channel"
import type { IncomingMessage, ServerResponse } from "node:http"

/**
 * The middleware sees a request but never its response: it cannot tell when the page it let through has
 * been rendered and sent. Each request gets an id in REQUEST_ID_HEADER as Node's server takes it
 * (replacing any the client sent), and its response is kept under that id until it is done, for
 * `whenAnswered` to wait on.
 */
const REQUEST_ID_HEADER = "x-leafline-request"

/** Shared through globalThis: the instrumentation and the middleware are bundled apart. */
const RESPONSES = Symbol.for("leafline.responses-in-flight")
type Responses = Map<string, ServerResponse>
const responses = (): Responses => ((globalThis as Record<symbol, Responses | undefined>)[RESPONSES] ??= new Map())

/** Past this, a slot is given back even if the response never ends (a client that stopped reading). */
const LONGEST_ANSWER_MS = 30_000

export function recordResponses() {
  let lastId = 0
  diagnosticsChannel.subscribe("http.server.request.start", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse }
    // Build files never reach the middleware: no id to give, nothing to keep.
    if (request.url?.startsWith("/_next/static/")) return
    const id = String(++lastId)
    request.headers[REQUEST_ID_HEADER] = id
    responses().set(id, response)
    response.once("close", () => responses().delete(id))
  })
}

/**
 * Calls `done` once, when the response to the request with these headers has been handed to the
 * network (or its connection closed), or after LONGEST_ANSWER_MS; at once when the request is unknown.
 */
export function whenAnswered(requestHeaders: Headers, done: () => void) {
  const response = responses().get(requestHeaders.get(REQUEST_ID_HEADER) ?? "")
  if (!response) return done()
  let called = false
  const once = () => {
    if (called) return
    called = true
    clearTimeout(timer)
    done()
  }
  const timer = setTimeout(once, LONGEST_ANSWER_MS)
  response.once("finish", once)
  response.once("close", once)
}

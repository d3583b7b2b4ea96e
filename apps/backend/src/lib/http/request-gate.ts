import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { Duplex } from "node:stream"
import { type ExpressApplication, medusaExpress } from "../medusa/express"
import { checkRequestTarget } from "./request-target"

/**
 * The back end's front door, in front of every route, Medusa's and ours, the back office and /health
 * alike: it runs as the Express app Medusa creates takes a request, before any middleware. It is
 * installed from instrumentation.ts, which `medusa start` runs before it creates that app. Medusa
 * parses every query string with no cap on array indexes (`a[99999999]=1` stalled the server for
 * seconds), so the target must be checked before that.
 */

const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  // Nothing of the back end, the back office least of all, is meant to be shown in a frame.
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'",
  "Referrer-Policy": "strict-origin-when-cross-origin",
}

const ERROR_TYPES: Record<number, string> = { 400: "invalid_data", 404: "not_found", 408: "invalid_data", 431: "invalid_data" }

/** Every error of the gate is JSON with a message, like Medusa's own. */
const jsonErrorBody = (status: number, message: string) => JSON.stringify({ type: ERROR_TYPES[status] ?? "unknown_error", message })

export function sendJsonError(res: ServerResponse, status: number, message: string) {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const body = jsonErrorBody(status, message)
  res.statusCode = status
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  res.setHeader("Content-Length", Buffer.byteLength(body))
  res.end(body)
}

/** What Node's HTTP parser refuses before any handler runs (oversized headers, broken HTTP), as JSON. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy()
    return
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400
  const message =
    status === 431
      ? "The request's headers are too large: keep them under 16 KB in all"
      : status === 408
        ? "The request took too long to arrive"
        : "The request is not valid HTTP"
  const body = jsonErrorBody(status, message)
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

const serversWithClientErrorAnswer = new WeakSet<Server>()

function answerClientErrorsOf(req: IncomingMessage) {
  // The server is reachable only through a request; the first one (start-up's readiness check) sets it up.
  const server = (req.socket as IncomingMessage["socket"] & { server?: Server }).server
  if (server && !serversWithClientErrorAnswer.has(server)) {
    serversWithClientErrorAnswer.add(server)
    server.on("clientError", answerClientError)
  }
}

/**
 * Which of the server processes behind the balancer answered (scripts/lib/cluster-primary.mjs numbers
 * them): for an operator reading a response, and for the tests that send a request to another process.
 */
const SERVED_BY = process.env.LEAFLINE_INSTANCE ? `backend-${process.env.LEAFLINE_INSTANCE}` : null

/** Answers the request itself when its target is malformed; returns whether it did. */
function refusedAtTheDoor(req: IncomingMessage, res: ServerResponse): boolean {
  answerClientErrorsOf(req)
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value)
  if (SERVED_BY) res.setHeader("X-Served-By", SERVED_BY)
  const problem = checkRequestTarget(req.url ?? "/")
  if (problem) sendJsonError(res, 400, problem)
  return problem !== null
}

/**
 * The app's first and last say on a request: the door above, and, when no route answered, a JSON 404
 * instead of Express's HTML page. Without `X-Powered-By`.
 */
function gateExpress(application: ExpressApplication) {
  const init = application.init
  application.init = function () {
    init.call(this)
    this.disable("x-powered-by")
  }
  const handle = application.handle
  application.handle = function (req, res, callback) {
    // A callback means an app mounted in another: the outer app's door already saw this request.
    if (callback) return handle.call(this, req, res, callback)
    if (refusedAtTheDoor(req, res)) return
    handle.call(this, req, res, (error?: unknown) => answerUnhandled(req, res, error))
  }
}

function answerUnhandled(req: IncomingMessage, res: ServerResponse, error?: unknown) {
  if (error) {
    console.error(error)
    sendJsonError(res, 500, "An unknown error occurred.")
    return
  }
  answerNoRoute(req, res)
}

/** The 404 of a path no route answers. */
export function answerNoRoute(req: IncomingMessage, res: ServerResponse) {
  const target = (req.url ?? "/").split("?")[0]
  sendJsonError(res, 404, `There is no ${req.method} ${target.slice(0, 200)} here`)
}

let installed = false

export function installRequestGate() {
  if (installed) return
  installed = true
  // Medusa's app copies these methods when it is created, so this must run first.
  gateExpress(medusaExpress().application)
}

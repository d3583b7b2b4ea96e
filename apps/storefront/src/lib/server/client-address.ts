import diagnosticsChannel from "node:diagnostics_channel"
import type { IncomingMessage } from "node:http"
import type { Socket } from "node:net"
import { clientAddress } from "@lib/util/client-address"

/**
 * The back end keeps some limits per client (the sign-in throttle). Calls the storefront's server makes
 * on a shopper's behalf name the shopper's address in CLIENT_HEADER, vouched for with the secret only
 * the storefront and the back end hold (a browser can send neither for the back end to believe).
 */
const CLIENT_HEADER = "x-leafline-client"
const STOREFRONT_SECRET_HEADER = "x-leafline-storefront-secret"

/**
 * Writes each request's client address into its CLIENT_HEADER as Node's HTTP server takes it, before
 * Next.js sees it (a route handler sees no socket), replacing whatever the client sent in that header.
 */
export function recordClientAddresses() {
  const trustedProxies = Number(process.env.LEAFLINE_TRUSTED_PROXIES) || 0
  diagnosticsChannel.subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket }
    request.headers[CLIENT_HEADER] = clientAddress(request.headers["x-forwarded-for"], socket.remoteAddress, trustedProxies)
  })
}

/** The headers that tell the back end which client a call is made for. */
export function clientHeaders(requestHeaders: Headers): Record<string, string> {
  const client = requestHeaders.get(CLIENT_HEADER)
  const secret = process.env.STOREFRONT_CLIENT_SECRET
  return client && secret ? { [CLIENT_HEADER]: client, [STOREFRONT_SECRET_HEADER]: secret } : {}
}

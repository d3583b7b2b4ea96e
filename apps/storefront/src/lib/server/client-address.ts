import diagnosticsChannel from "node:diagnostics_channel"
import type { IncomingMessage } from "node:http"
import type { Socket } from "node:net"
import { CLIENT_HEADER, STOREFRONT_SECRET_HEADER } from "@leafline/shop-contract"
import { clientAddress } from "@lib/util/client-address"

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
  const secret = process.env.CLIENT_ADDRESS_SECRET
  return client && secret ? { [CLIENT_HEADER]: client, [STOREFRONT_SECRET_HEADER]: secret } : {}
}

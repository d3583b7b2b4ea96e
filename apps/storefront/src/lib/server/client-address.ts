import crypto from "node:crypto"
import diagnosticsChannel from "node:diagnostics_channel"
import type { IncomingMessage } from "node:http"
import type { Socket } from "node:net"
import { CLIENT_HEADER, STOREFRONT_SECRET_HEADER } from "@leafline/shop-contract"
import { clientAddress } from "@lib/util/client-address"

/**
 * Writes each request's client address into its CLIENT_HEADER as Node's HTTP server takes it, before
 * Next.js sees it (a route handler sees no socket), replacing whatever the client sent in that header: the
 * client the page cache in front names, if it vouched for it with CLIENT_ADDRESS_SECRET; else the
 * connection's (and LEAFLINE_TRUSTED_PROXIES' X-Forwarded-For), never what another local process claims.
 */
export function recordClientAddresses() {
  const trustedProxies = Number(process.env.LEAFLINE_TRUSTED_PROXIES) || 0
  const secret = process.env.CLIENT_ADDRESS_SECRET
  diagnosticsChannel.subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket }
    const named = request.headers[CLIENT_HEADER]
    const vouched = typeof named === "string" && isSecret(request.headers[STOREFRONT_SECRET_HEADER], secret) ? named : undefined
    delete request.headers[STOREFRONT_SECRET_HEADER]
    request.headers[CLIENT_HEADER] = clientAddress({ vouched, forwardedFor: request.headers["x-forwarded-for"], socketAddress: socket.remoteAddress, trustedProxies })
  })
}

function isSecret(given: string | string[] | undefined, secret: string | undefined): boolean {
  if (typeof given !== "string" || !secret) return false
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest()
  return crypto.timingSafeEqual(digest(given), digest(secret))
}

/** The headers that tell the back end which client a call is made for. */
export function clientHeaders(requestHeaders: Headers): Record<string, string> {
  const client = requestHeaders.get(CLIENT_HEADER)
  const secret = process.env.CLIENT_ADDRESS_SECRET
  return client && secret ? { [CLIENT_HEADER]: client, [STOREFRONT_SECRET_HEADER]: secret } : {}
}

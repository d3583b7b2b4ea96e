import type { IncomingMessage } from "node:http"
import { CLIENT_HEADER, clientAddressKey, STOREFRONT_SECRET_HEADER } from "@leafline/shop-contract"
import { sameInConstantTime } from "../crypto/same-in-constant-time"

/**
 * Who is calling, for limits kept per client (the sign-in throttle): the address the storefront saw,
 * when the storefront vouches for it with the secret only it and the back end know (a browser cannot
 * send that), else the address of the connection itself; spelled as the storefront spells it, so that a
 * client counts once whichever way it came (clientAddressKey).
 */
export function requestClient(req: IncomingMessage, storefrontSecret = process.env.CLIENT_ADDRESS_SECRET): string {
  const vouched = req.headers[CLIENT_HEADER]
  const secret = req.headers[STOREFRONT_SECRET_HEADER]
  if (typeof vouched === "string" && vouched && typeof secret === "string" && storefrontSecret && sameInConstantTime(secret, storefrontSecret)) {
    return clientAddressKey(vouched)
  }
  return clientAddressKey(req.socket.remoteAddress ?? "unknown")
}

/**
 * The back end keeps some limits per client (the sign-in throttle, the lookup and promotion-code throttles).
 * Each hop of the shop's own names the client to the next in CLIENT_HEADER, vouched for in
 * STOREFRONT_SECRET_HEADER with CLIENT_ADDRESS_SECRET, which only the shop's processes hold: the page cache to
 * the storefront (varnish/leafline.vcl), the storefront's server to the back end, on calls it makes on a
 * shopper's behalf. A browser can send neither for the next hop to believe.
 */
export const CLIENT_HEADER = "x-leafline-client"
export const STOREFRONT_SECRET_HEADER = "x-leafline-storefront-secret"

/**
 * One spelling for each client address, whichever way it came, so that every limit counts a client once: an
 * IPv4 address as such when it came over IPv6 (`::ffff:192.0.2.1`), without brackets, port or zone, lower case.
 */
export function clientAddressKey(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[([^\]]*)\](?::\d+)?$/, "$1")
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, "$1")
    .replace(/%.*$/, "")
    .toLowerCase()
  return bare.match(/^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/)?.[1] ?? bare
}

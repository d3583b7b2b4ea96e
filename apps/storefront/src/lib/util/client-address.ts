import { clientAddressKey } from "@leafline/shop-contract"

export interface RequestClient {
  /** The client the page cache in front names, when it vouched for it with the secret; else undefined. */
  vouched?: string
  forwardedFor: string | string[] | undefined
  socketAddress: string | undefined
  /** How many proxies of the shop's own append to X-Forwarded-For in front of this server (LEAFLINE_TRUSTED_PROXIES). */
  trustedProxies: number
}

/**
 * The address of the client a request came from, as the storefront's server saw it: the one the page cache
 * vouched for; else the connection's own, or, behind `trustedProxies` proxies of the shop's own, the address
 * the farthest of them saw, read from the right of `X-Forwarded-For`. Entries further left were written by
 * the client itself and prove nothing. Spelled as every limit spells it (clientAddressKey).
 */
export function clientAddress({ vouched, forwardedFor, socketAddress, trustedProxies }: RequestClient): string {
  if (vouched) return clientAddressKey(vouched)
  const forwarded = [forwardedFor ?? []]
    .flat()
    .join(",")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [...forwarded, socketAddress ?? "unknown"]
  return clientAddressKey(chain[Math.max(0, chain.length - 1 - Math.max(0, trustedProxies))])
}

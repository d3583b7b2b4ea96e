/**
 * The address of the client a request came from, as the storefront's server saw it: the connection's
 * own, or, behind `trustedProxies` proxies of the shop's own (LEAFLINE_TRUSTED_PROXIES), the address the
 * farthest of them saw, read from the right of `X-Forwarded-For`. Entries further left were written by
 * the client itself and prove nothing.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedProxies: number): string {
  const forwarded = [forwardedFor ?? []]
    .flat()
    .join(",")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [...forwarded, socketAddress ?? "unknown"]
  return chain[Math.max(0, chain.length - 1 - Math.max(0, trustedProxies))]
}
